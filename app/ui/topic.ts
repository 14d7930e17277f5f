import type { CSSProperties } from "react";
import { topicPalette } from "../../core/topic-palette";

/**
 * What an element needs to draw what it holds in a topic's colour (docs/decisions/044-identity.md): spread it on the
 * element (`<article {...topicScope("climat")}>`); inside, `text-topic`, `bg-topic-soft`, `border-topic`… use that
 * topic's ink in the light or the dark theme (app/app.css, « Topic colours »). Outside any scope they are the brand's.
 */
export function topicScope(categoryId: string): { "data-topic": string; style: CSSProperties } {
  const { light, dark } = topicPalette(categoryId);
  return {
    "data-topic": categoryId,
    style: {
      "--topic-ink": light.ink,
      "--topic-soft": light.soft,
      "--topic-ink-dark": dark.ink,
      "--topic-soft-dark": dark.soft,
    } as CSSProperties,
  };
}
