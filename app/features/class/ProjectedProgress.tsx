/**
 * How far the class is, drawn on the projector under the question's counter: a bar in the ink of the question's topic
 * (the brand's outside one), as a fiche's slides have. The counter says it in words, so the bar is hidden from
 * screen readers.
 */
export function ProjectedProgress({ shown, total }: { shown: number; total: number }) {
  return (
    <div aria-hidden="true" data-projected-progress className="mt-3 h-2 overflow-hidden rounded-full bg-surface-strong">
      <div className="h-full rounded-full bg-topic" style={{ width: `${(shown / Math.max(total, 1)) * 100}%` }} />
    </div>
  );
}
