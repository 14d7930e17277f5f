import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../core/topic-palette";

// RGAA 3.3 (WCAG 1.4.11): the parts of the interface and the graphics that carry information stand out 3:1 against
// what they sit on, in both themes — fields' borders, the focus ring, the bars of answers and polls. The colours are
// read from app/app.css (the light theme's through Tailwind's palette, in oklch), as the browser gets them.
const css = readFileSync(path.resolve(import.meta.dirname, "../app.css"), "utf8");
const tailwind = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");
const lightBlock = css.slice(css.indexOf("@theme {"));
const darkBlock = css.slice(css.indexOf("@variant dark {\n    color-scheme: dark;"));

/** An oklch() colour as sRGB hex (CSS Color 4's conversion, clamped to the sRGB gamut). */
function oklchToHex(value: string): string {
  const [l, c, h] = value.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  const lightness = l / 100;
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const lms = [
    (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ] as const;
  const linear = [
    4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2],
    -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2],
    -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.707614701 * lms[2],
  ];
  const encode = (channel: number) => {
    const clamped = Math.min(1, Math.max(0, channel));
    const gamma = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055;
    return Math.round(gamma * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${linear.map(encode).join("")}`;
}

/** A colour token's value in a theme, followed through var() to the palette. */
function token(theme: "light" | "dark", name: string): string {
  const block = theme === "dark" && new RegExp(`--color-${name}: #`).test(darkBlock) ? darkBlock : lightBlock;
  const sources = [block, tailwind];
  for (const source of sources) {
    const value = new RegExp(`--color-${name}: ([^;]+);`).exec(source)?.[1]?.trim();
    if (!value) continue;
    if (value.startsWith("var(--color-")) return token(theme, value.slice("var(--color-".length, -1));
    if (value.startsWith("oklch(")) return oklchToHex(value);
    if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((digit) => digit + digit).join("")}`;
    if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  }
  throw new Error(`no value for --color-${name} (${theme})`);
}

/** [what, the part's colour, the colour it sits on]. */
const PAIRS: [string, string, string][] = [
  ["a field's border on a card", "border-field", "surface"],
  ["a field's border on the page", "border-field", "page"],
  ["the focus ring on the page", "primary-bright", "page"],
  ["the focus ring on a card", "primary-bright", "surface"],
  ["the focus ring on a muted surface", "primary-bright", "surface-muted"],
  ["a poll's bar on its track", "primary", "surface-strong"],
  ["a right answer's bar on its track", "success", "surface-strong"],
  ["a wrong answer's bar on its track", "fg-faint", "surface-strong"],
];

describe("the contrast of the interface's parts (RGAA 3.3)", () => {
  for (const theme of ["light", "dark"] as const)
    it(`is 3:1 at least in the ${theme} theme: fields' borders, the focus ring, the bars of answers and polls`, () => {
      const ratios = PAIRS.map(([what, part, under]) => {
        const ratio = contrastRatio(token(theme, part), token(theme, under));
        return `${what} (${part} ${token(theme, part)} on ${under} ${token(theme, under)}): ${ratio.toFixed(2)}`;
      });
      expect(ratios.filter((line) => Number(line.split(": ").at(-1)) < 3)).toEqual([]);
    });

  it("reads the colours as the browser gets them", () => {
    expect(oklchToHex("oklch(100% 0 0)")).toBe("#ffffff");
    // Tailwind’s slate-500 and green-700, as sRGB.
    expect(token("light", "fg-faint")).toBe("#62748e");
    expect(token("light", "success")).toBe("#008236");
    expect(token("dark", "border-field")).toBe("#7b8aa0");
  });
});
