import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The end-to-end suite audits each page fully in the light theme and only axe's colour rules in the dark one
// (tests/e2e/fixtures.ts, expectAccessibleColours). That holds while the dark theme changes colours and nothing else
// (decision 029): a `dark:` utility that hid, showed or moved something would escape the audit.
const APP_DIR = path.resolve(import.meta.dirname, "..");
const COLOUR_UTILITY =
  /^(bg|text|border|ring|outline|shadow|fill|stroke|decoration|from|via|to|placeholder|accent|caret|divide)-/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("the dark theme", () => {
  it("changes colours only: every `dark:` utility in app/ is a colour utility", () => {
    const others: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(APP_DIR))
      // Stacked variants (« dark:backdrop:bg-black/70 ») are judged by the utility after them.
      for (const [, variants, utility] of readFileSync(file, "utf8").matchAll(
        /\bdark:((?:[a-z][\w-]*:)*)([a-z][\w\-/[\]]*)/g,
      )) {
        seen += 1;
        if (!COLOUR_UTILITY.test(utility!)) others.push(`${path.relative(APP_DIR, file)}: dark:${variants}${utility}`);
      }
    expect(seen, "no dark: utility found: the scan looks in the wrong place").toBeGreaterThan(0);
    expect(others).toEqual([]);
  });
});
