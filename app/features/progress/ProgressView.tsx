import { Link } from "react-router";
import { topicScope } from "../../ui/topic";
import { fr } from "../../ui/FrenchText";
import type { FichesRead } from "../../../core/fiches-read";
import { pedimentColumns } from "../../../core/pediment";
import { Pediment } from "../../ui/Pediment";
import { FicheReadMark } from "./FicheReadMark";
import { progressByCategory, type ProgressByTopic, type ProgressTopic } from "../../../core/progress";
import type { Level } from "../../../core/scoring";

export const PROGRESS_TEXTS = {
  loading: "Chargement de votre progression...",
  empty: "Aucune progression enregistrée. Commencez à explorer les thèmes et à compléter des quiz !",
  failed: "Erreur lors du chargement de votre progression",
} as const;

const LEVEL_CLASS: Record<Level["tone"], string> = {
  green: "bg-success-muted text-success-stronger",
  blue: "bg-info-muted text-info-stronger",
  yellow: "bg-warning-muted text-warning-strongest",
  red: "bg-danger-muted text-danger-stronger",
};

/**
 * Categories sorted by completion, each topic with its best score, percentage and level (in words, not colour
 * alone), and whether its fiche was read to the end.
 */
export function ProgressView({
  progress,
  fichesRead = {},
  topics,
}: {
  progress: ProgressByTopic;
  fichesRead?: FichesRead;
  topics: readonly ProgressTopic[];
}) {
  const categories = progressByCategory(progress, topics).filter((category) =>
    category.topics.some((topic) => topic.record || fichesRead[topic.moduleId]),
  );
  if (categories.length === 0)
    return <p className="rounded-xl bg-surface-muted p-5 text-fg-muted">{PROGRESS_TEXTS.empty}</p>;
  return (
    <ul className="space-y-5">
      {categories.map((category) => (
        <li
          key={category.id}
          {...topicScope(category.id)}
          className="rounded-2xl border border-t-4 border-border border-t-topic bg-surface p-5"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-bold text-fg">{category.name}</h3>
            <p className="text-sm font-semibold text-fg-muted">
              {category.completed}/{category.total} fiches validées
            </p>
          </div>
          <div
            role="progressbar"
            aria-label={`Progression : ${category.name}`}
            aria-valuemin={0}
            aria-valuemax={category.total}
            aria-valuenow={category.completed}
            className="mt-2 h-2 overflow-hidden rounded-full bg-surface-strong"
          >
            <div className="h-full rounded-full bg-topic" style={{ width: `${category.ratio * 100}%` }} />
          </div>
          <Pediment columns={pedimentColumns(category.topics, fichesRead, progress)} className="mt-3" />
          <ul className="mt-4 divide-y divide-border-subtle">
            {category.topics.map((topic) => (
              <li key={topic.topicId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link to={topic.path} className="font-medium text-primary underline-offset-2 hover:underline">
                    {fr(topic.title)}
                  </Link>
                  {fichesRead[topic.moduleId] ? <FicheReadMark className="text-sm" /> : null}
                </span>
                {topic.record ? (
                  <span className="flex items-center gap-2 text-sm">
                    <span className="font-semibold text-fg tabular-nums">
                      {topic.record.score}/{topic.record.total} · {topic.record.percentage} %
                    </span>
                    {topic.level ? (
                      <span className={`rounded-full px-2 py-0.5 font-semibold ${LEVEL_CLASS[topic.level.tone]}`}>
                        {topic.level.label}
                      </span>
                    ) : null}
                  </span>
                ) : (
                  <span className="text-sm text-fg-subtle">Pas encore de quiz</span>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
