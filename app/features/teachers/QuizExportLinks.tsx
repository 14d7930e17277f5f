import { Download } from "lucide-react";
import { quizExportPath } from "./export-paths";

/**
 * « Exporter (Moodle XML) » and « Exporter (GIFT) »: a quiz, or a category's quizzes, as files a teacher imports into
 * Moodle or Éléa (docs/product.md#for-teachers). Plain download links: they work before any script has run.
 */
export function QuizExportLinks({
  of,
  label,
  className = "",
}: {
  of: { topicId: string } | { categoryId: string };
  /** What is exported, for screen readers when several lists of links share a page. */
  label?: string;
  className?: string;
}) {
  const link =
    "inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger";
  return (
    <span className={`inline-flex flex-wrap gap-x-4 ${className}`}>
      <a href={quizExportPath(of, "moodle-xml")} download className={link}>
        <Download aria-hidden="true" className="size-4" />
        Exporter (Moodle XML){label ? <span className="sr-only"> : {label}</span> : null}
      </a>
      <a href={quizExportPath(of, "gift")} download className={link}>
        <Download aria-hidden="true" className="size-4" />
        Exporter (GIFT){label ? <span className="sr-only"> : {label}</span> : null}
      </a>
    </span>
  );
}
