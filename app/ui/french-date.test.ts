import { describe, expect, it } from "vitest";
import { formatFrenchDate, formatFrenchDateTime, formatPartialFrenchDate, frenchDayFromToday } from "./french-date";

describe("formatFrenchDate", () => {
  it("writes every month of the year as Intl's fr-FR long date does", () => {
    const intl = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 12));
        expect(formatFrenchDate(date, { timeZone: "UTC" })).toBe(intl.format(date));
      }
    }
  });

  it("reads content dates (YYYY-MM-DD) in UTC, whatever the browser's zone", () => {
    expect(formatFrenchDate("2015-12-12", { timeZone: "UTC" })).toBe("12 décembre 2015");
    expect(formatFrenchDate("2026-01-01", { timeZone: "UTC" })).toBe("1 janvier 2026");
  });

  it("uses the local zone by default, as Intl does", () => {
    const date = new Date(2026, 7, 15, 23, 30);
    expect(formatFrenchDate(date)).toBe(
      new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" }).format(date),
    );
  });

  it("writes nothing for an invalid date rather than « NaN undefined NaN »", () => {
    expect(formatFrenchDate("not a date")).toBe("");
  });
});

describe("formatPartialFrenchDate", () => {
  it("writes a publication date as precisely as it is known", () => {
    expect(formatPartialFrenchDate("2025-10-09")).toBe("9 octobre 2025");
    expect(formatPartialFrenchDate("2025-10")).toBe("octobre 2025");
    expect(formatPartialFrenchDate("2025")).toBe("2025");
  });
});

describe("formatFrenchDateTime", () => {
  it("writes the day, then the hour the French way", () => {
    expect(formatFrenchDateTime(new Date(2026, 11, 2, 8, 5))).toBe("2 décembre 2026 à 8 h 05");
    expect(formatFrenchDateTime("pas une date")).toBe("");
  });
});

describe("frenchDayFromToday", () => {
  it("says « demain », « dans n jours », then the date", () => {
    expect(frenchDayFromToday("2026-11-26", "2026-11-26")).toBe("aujourd’hui");
    expect(frenchDayFromToday("2026-11-27", "2026-11-26")).toBe("demain");
    expect(frenchDayFromToday("2026-11-29", "2026-11-26")).toBe("dans 3 jours");
    expect(frenchDayFromToday("2026-12-09", "2026-11-26")).toBe("dans 13 jours");
    expect(frenchDayFromToday("2026-12-10", "2026-11-26")).toBe("le 10 décembre 2026");
  });
});
