/**
 * The step an arrow key asks of a slide or frame viewer: 1 for →, -1 for ←, 0 for any other key, for a key pressed
 * with a modifier (the browser's own shortcuts, Alt+← is « back ») or inside a form field (where the arrows move the
 * caret or the choice).
 */
export function arrowStep(event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "target">): number {
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  if (event.target instanceof Element && event.target.closest("input, textarea, select")) return 0;
  return event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
}
