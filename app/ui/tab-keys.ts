/**
 * Where a key pressed on a tab moves the choice, after the WAI-ARIA tabs pattern: the arrow keys to the next or
 * previous tab (round the ends), Home and End to the first and last; -1 for any other key. One self-contained function:
 * the tabs (app/ui/Tabs.tsx) call it, and the early-event contract (app/document/early-events.ts) sends its source text
 * inline so that the arrow keys already move between tabs before the page's scripts have run.
 */
export function tabIndexAfterKey(key: string, index: number, count: number): number {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return -1;
}
