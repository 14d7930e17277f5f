import { Fragment, type ReactNode } from "react";
import { frenchTypography, ordinalSegments } from "./typography";

/**
 * Content text as French typography sets it: no-break spaces where a line must not split (`frenchTypography`) and
 * ordinal endings in superscript (XIXᵉ siècle, 1ᵉʳ janvier). Plain text when there is no ordinal.
 */
export function fr(text: string): ReactNode {
  const segments = ordinalSegments(frenchTypography(text));
  if (segments.length === 1 && typeof segments[0] === "string") return segments[0];
  return segments.map((segment, position) =>
    typeof segment === "string" ? (
      <Fragment key={position}>{segment}</Fragment>
    ) : (
      <sup key={position}>{segment.superscript}</sup>
    ),
  );
}
