// One colour per topic (docs/decisions/044-identity.md): its cards, its pages, its figures, its debate map, its
// share images and its pediment are drawn in it, so that a reader knows where they are without reading. One place
// for the values: the pages get them as CSS variables (app/ui/topic.ts), the build draws the share images with them.

/** A topic's two colours in one theme: ink for text, lines, icons and fills; soft for a tinted background. */
export type TopicColours = { ink: string; soft: string };

export type TopicPalette = { light: TopicColours; dark: TopicColours };

/**
 * Inks of printed matter rather than screen colours — ochre, brick, wine, violet, petrol, green — one hue each,
 * apart from the brand's navy (links, buttons). Light inks are dark (6.5:1 or more on white), dark-theme inks
 * pale (8:1 or more on the dark surface): every pair the pages use passes WCAG AA, which topic-palette.test.ts checks.
 */
export const TOPIC_PALETTE: Readonly<Record<string, TopicPalette>> = {
  "inegalites-redistribution": {
    light: { ink: "#7a5300", soft: "#f3f0e8" },
    dark: { ink: "#e9bd5c", soft: "#323333" },
  },
  ukraine: {
    light: { ink: "#a3391a", soft: "#f7edea" },
    dark: { ink: "#f5a183", soft: "#342f38" },
  },
  "budget-public": {
    light: { ink: "#8f2452", soft: "#f5ebef" },
    dark: { ink: "#f4a3c6", soft: "#333042" },
  },
  politique: {
    light: { ink: "#5b3a9e", soft: "#f0edf6" },
    dark: { ink: "#c4adff", soft: "#2d314a" },
  },
  immigration: {
    light: { ink: "#0b6070", soft: "#e9f1f2" },
    dark: { ink: "#72cfe0", soft: "#213645" },
  },
  climat: {
    light: { ink: "#2b6a2f", soft: "#ecf2ec" },
    dark: { ink: "#93d795", soft: "#26373b" },
  },
};

/** The brand's navy, for a page outside any topic (and a topic added without its colour, until it has one). */
export const BRAND_PALETTE: TopicPalette = {
  light: { ink: "#1c3a9e", soft: "#eff4ff" },
  dark: { ink: "#9db7ff", soft: "#17244a" },
};

export function topicPalette(categoryId: string): TopicPalette {
  return TOPIC_PALETTE[categoryId] ?? BRAND_PALETTE;
}

/** WCAG 2.1 contrast ratio of two #rrggbb colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

function relativeLuminance(colour: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) throw new Error(`not a #rrggbb colour: ${colour}`);
  const [red, green, blue] = match.slice(1).map((hex) => {
    const channel = Number.parseInt(hex, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}
