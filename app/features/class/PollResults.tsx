import { percentage } from "../../../core/scoring";
import { POLL_MOMENT_LABELS } from "../../../core/class-rules";
import { fr } from "../../ui/FrenchText";
import { countInWords } from "./AnswerSpread";
import type { ClassResults } from "./use-class-results";

/**
 * « Et vous ? »: each poll's counts per option, the class as a whole (never a pseudonym). A question polled before
 * and after the quiz shows both, one after the other.
 */
export function PollResults({ polls, large = false }: { polls: ClassResults["polls"]; large?: boolean }) {
  if (polls.length === 0) return null;
  return (
    <ul className={`space-y-4 ${large ? "text-2xl" : ""}`}>
      {polls.map((poll) => (
        <li key={poll.id} data-poll className="rounded-xl border border-border bg-surface p-4">
          <p className="font-semibold text-fg">{fr(poll.question)}</p>
          <p className="text-sm text-fg-muted">
            {POLL_MOMENT_LABELS[poll.moment]} · {poll.total} avis · {poll.open ? "ouvert" : "clos"}
          </p>
          <ul className="mt-2 space-y-1">
            {poll.options.map((option) => {
              const share = percentage(option.votes, poll.total);
              return (
                <li key={option.id}>
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="text-fg-soft">{fr(option.label)}</span>
                    <span aria-hidden="true" className="shrink-0 text-fg-muted tabular-nums" data-votes={option.id}>
                      {option.votes} ({share} %)
                    </span>
                    <span className="sr-only">{countInWords(option.votes, poll.total, ["avis", "avis"], share)}</span>
                  </div>
                  <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-surface-strong">
                    <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
