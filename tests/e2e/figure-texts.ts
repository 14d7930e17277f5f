// What a slide's figure must show as text (app/features/content/SlideFigure.tsx), computed from the content with
// the same rules as the page: the e2e specs check that a reader, a screen reader and the printed page get every value.
import type { Figure } from "../../content/schema";
import { barGeometry, formatValue } from "../../core/figures";

/** Every datum of a figure as the page writes it: bar values, table cells, events and steps. */
export function figureTexts(figure: Figure): string[] {
  switch (figure.kind) {
    case "bar":
      return barGeometry(figure.bars, figure.unit).map((bar) => bar.text);
    case "line":
      return figure.series.flatMap((series) => series.points.map((point) => formatValue(point.value, figure.unit)));
    case "timeline":
      return figure.events.map((event) => event.label);
    case "steps":
      return figure.steps.map((step) => step.label);
  }
}
