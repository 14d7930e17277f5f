import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categories } from "../../content/categories";
import { BRAND_PALETTE, TOPIC_PALETTE, contrastRatio, topicPalette } from "../../core/topic-palette";
import { topicScope } from "./topic";

// The neutrals a topic's colours sit on or hold, as app/app.css sets them: the light theme's are Tailwind's slate
// (white, slate-50, slate-100, slate-700, slate-900), the dark theme's are read from the file itself.
const css = readFileSync(path.resolve(import.meta.dirname, "../app.css"), "utf8");
const darkBlock = css.slice(css.indexOf("@variant dark {\n    color-scheme: dark;"));
function darkToken(name: string): string {
  const value = new RegExp(`--color-${name}: (#[0-9a-f]{6});`).exec(darkBlock)?.[1];
  if (!value) throw new Error(`no dark value for --color-${name} in app/app.css`);
  return value;
}
const NEUTRALS = {
  light: {
    surface: "#ffffff",
    page: "#f8fafc",
    surfaceMuted: "#f1f5f9",
    surfaceStrong: "#e2e8f0",
    fg: "#0f172a",
    fgMuted: "#334155",
    inverse: "#ffffff",
  },
  dark: {
    surface: darkToken("surface"),
    page: darkToken("page"),
    surfaceMuted: darkToken("surface-muted"),
    surfaceStrong: darkToken("surface-strong"),
    fg: darkToken("fg"),
    fgMuted: darkToken("fg-muted"),
    inverse: darkToken("fg-inverse"),
  },
};

describe("the topic colours", () => {
  it("give every available topic a colour of its own", () => {
    const available = categories.filter((category) => category.status === "available").map(({ id }) => id);
    expect(available.length).toBeGreaterThanOrEqual(6);
    for (const id of available) expect(TOPIC_PALETTE[id], id).toBeDefined();
    const inks = available.map((id) => topicPalette(id).light.ink);
    expect(new Set([...inks, BRAND_PALETTE.light.ink]).size).toBe(available.length + 1);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`pass WCAG AA in the ${theme} theme: ink as text on every surface, text on the tint, text on an ink fill, an ink bar on its track`, () => {
      const neutrals = NEUTRALS[theme];
      const failures: string[] = [];
      for (const [id, palette] of Object.entries({ ...TOPIC_PALETTE, brand: BRAND_PALETTE })) {
        const { ink, soft } = palette[theme];
        const pairs: [string, string, string][] = [
          ["ink on the surface", ink, neutrals.surface],
          ["ink on the page", ink, neutrals.page],
          ["ink on a muted surface", ink, neutrals.surfaceMuted],
          ["ink on the tint", ink, soft],
          ["text on the tint", neutrals.fg, soft],
          ["muted text on the tint", neutrals.fgMuted, soft],
          ["inverse text on an ink fill", neutrals.inverse, ink],
        ];
        for (const [pair, foreground, background] of pairs) {
          const ratio = contrastRatio(foreground, background);
          if (ratio < 4.5) failures.push(`${id}: ${pair} ${foreground}/${background} = ${ratio.toFixed(2)}`);
        }
        // A progress bar (a quiz's, the projector's) is a graphic, not text: 3:1 against its track (WCAG 1.4.11).
        const bar = contrastRatio(ink, neutrals.surfaceStrong);
        if (bar < 3) failures.push(`${id}: ink bar on its track ${ink}/${neutrals.surfaceStrong} = ${bar.toFixed(2)}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it("measure contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#1c3a9e", "#1c3a9e")).toBe(1);
  });

  it("reach the page as CSS variables for both themes, and the brand's outside a topic", () => {
    expect(topicScope("climat")).toEqual({
      "data-topic": "climat",
      style: {
        "--topic-ink": "#2b6a2f",
        "--topic-soft": "#ecf2ec",
        "--topic-ink-dark": "#93d795",
        "--topic-soft-dark": "#26373b",
      },
    });
    expect(topicPalette("agriculture")).toBe(BRAND_PALETTE);
    expect(css).toMatch(/\[data-topic\] \{[^}]*--color-topic: var\(--topic-ink\)/);
  });
});
