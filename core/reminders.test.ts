import { describe, expect, it } from "vitest";
import { frenchDay, isoWeekOf, reminderSubject } from "./reminders";

describe("the ISO week of a day", () => {
  it("starts on Monday and belongs to the year of its Thursday", () => {
    expect(isoWeekOf("2026-11-26")).toBe("2026-W48");
    expect(isoWeekOf("2026-11-23")).toBe("2026-W48");
    expect(isoWeekOf("2026-11-29")).toBe("2026-W48");
    expect(isoWeekOf("2026-11-30")).toBe("2026-W49");
    // 1 January 2027 is a Friday: it belongs to the last week of 2026, which has 53.
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53");
    expect(isoWeekOf("2027-01-04")).toBe("2027-W01");
    // 29 December 2025 is a Monday whose Thursday is 1 January 2026.
    expect(isoWeekOf("2025-12-29")).toBe("2026-W01");
  });
});

describe("the day the server counts due cards on", () => {
  it("is the Paris day", () => {
    expect(frenchDay(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
    expect(frenchDay(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(frenchDay(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});

it("names the count in the subject", () => {
  expect(reminderSubject(1)).toBe("1 question à revoir");
  expect(reminderSubject(4)).toBe("4 questions à revoir");
});
