import { describe, expect, it } from "vitest";
import { monthsSince, newerReleaseExpected, reviewIsOld, sourceLabel } from "./sources";

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("content freshness", () => {
  it("counts whole months, whatever the precision of the date", () => {
    expect(monthsSince("2026-05-23", on("2026-11-23"))).toBe(6);
    expect(monthsSince("2026-05-24", on("2026-11-23"))).toBe(5);
    expect(monthsSince("2025-10", on("2026-11-23"))).toBe(13);
    expect(monthsSince("2025", on("2026-11-23"))).toBe(22);
  });

  it("calls a review old from six months on", () => {
    expect(reviewIsOld("2026-05-24", on("2026-11-23"))).toBe(false);
    expect(reviewIsOld("2026-05-23", on("2026-11-23"))).toBe(true);
  });

  it("expects a newer release only of a recurring source published 18 months ago or more", () => {
    const series = { recurring: true, publishedAt: "2025-05" };
    expect(newerReleaseExpected(series, on("2026-10-31"))).toBe(false);
    expect(newerReleaseExpected(series, on("2026-11-01"))).toBe(true);
    expect(newerReleaseExpected({ ...series, recurring: false }, on("2030-01-01"))).toBe(false);
  });

  it("names a source by publisher, title and data year", () => {
    expect(sourceLabel({ publisher: "INSEE", title: "L’essentiel sur… les immigrés", dataYear: 2024 })).toBe(
      "INSEE, L’essentiel sur… les immigrés (2024)",
    );
    // docs/editorial.md#followable-and-current-sources: a press page cited for want of the official one says so wherever it is named.
    expect(sourceLabel({ publisher: "Blick (AFP)", title: "Budget", dataYear: 2026, secondary: true })).toBe(
      "Blick (AFP), Budget (2026), source secondaire",
    );
  });
});
