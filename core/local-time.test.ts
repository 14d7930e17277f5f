import { describe, expect, it } from "vitest";
import { wallClockToInstant } from "./local-time";

describe("wallClockToInstant", () => {
  it("reads a wall-clock time in the zone the browser gave", () => {
    expect(wallClockToInstant("2026-12-03T17:30", "Europe/Paris")?.toISOString()).toBe("2026-12-03T16:30:00.000Z");
    expect(wallClockToInstant("2026-07-03T17:30", "Europe/Paris")?.toISOString()).toBe("2026-07-03T15:30:00.000Z");
    expect(wallClockToInstant("2026-12-03T17:30", "America/Cayenne")?.toISOString()).toBe("2026-12-03T20:30:00.000Z");
    expect(wallClockToInstant("2026-12-03T17:30", "UTC")?.toISOString()).toBe("2026-12-03T17:30:00.000Z");
  });

  it("reads it in the site's zone when none or an unknown one is given", () => {
    expect(wallClockToInstant("2026-12-03T17:30", undefined)?.toISOString()).toBe("2026-12-03T16:30:00.000Z");
    expect(wallClockToInstant("2026-12-03T17:30", "Mars/Olympus")?.toISOString()).toBe("2026-12-03T16:30:00.000Z");
  });

  it("takes the offset in force on the day of a daylight-saving change", () => {
    // Paris moves to summer time on 29 March 2026 at 02:00 (UTC+1 → UTC+2).
    expect(wallClockToInstant("2026-03-29T01:30", "Europe/Paris")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(wallClockToInstant("2026-03-29T03:30", "Europe/Paris")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("refuses what is not a date and time", () => {
    expect(wallClockToInstant("demain", "Europe/Paris")).toBeNull();
    expect(wallClockToInstant("2026-12-03", "Europe/Paris")).toBeNull();
    expect(wallClockToInstant("", undefined)).toBeNull();
  });
});
