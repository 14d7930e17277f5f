import { Info } from "lucide-react";
import { useBrowserValue } from "../../ui/browser-value";
import { REVIEW_MAX_AGE_MONTHS, reviewIsOld } from "../../../core/sources";

/**
 * Says, softly, that a module's figures were checked more than six months ago. The page may have been rendered at
 * build time: the browser checks again against today's date.
 */
export function ReviewNotice({ reviewedAt, wasOld }: { reviewedAt: string; wasOld: boolean }) {
  // Today's date is the browser's, after hydration.
  const old = useBrowserValue(() => reviewIsOld(reviewedAt, new Date()), wasOld);
  if (!old) return null;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-lg bg-surface-muted p-3 text-sm text-fg-muted">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Ces chiffres ont été vérifiés il y a plus de {REVIEW_MAX_AGE_MONTHS} mois : des données plus récentes ont pu
      paraître depuis.
    </p>
  );
}
