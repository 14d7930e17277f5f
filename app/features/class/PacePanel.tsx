import { ChevronRight, Eye } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../ui/Button";
import { topicScope } from "../../ui/topic";
import { fr } from "../../ui/FrenchText";
import { AnswerSpread } from "./AnswerSpread";
import { Countdown } from "./Countdown";
import { ProjectedProgress } from "./ProjectedProgress";
import type { ClassResults } from "./use-class-results";

/**
 * A teacher-paced session's controls, on the teacher's page and on the projector: the question the class sees, how
 * many answered, the timer, « Révéler » (the spread and the explanation appear, on the phones too) and « Question
 * suivante ». Forms: they work without scripts; `from` makes a double press move the class once. On the projector
 * the buttons sit beside the counter, in view whatever the length of the question (a 1280 × 800 screen).
 */
export function PacePanel({ results, large = false }: { results: ClassResults; large?: boolean }) {
  const sending = useNavigation().state === "submitting";
  const pace = results.pace;
  if (!pace) return null;
  const current = pace.current;
  const quiz = current ? results.quizzes.find((candidate) => candidate.topicId === current.topicId) : undefined;
  const question = current ? quiz?.questions.find((candidate) => candidate.id === current.questionId) : undefined;
  // On the projector, the question's topic's ink (docs/decisions/044-identity.md): top rule, kicker and progress.
  const topic = large && quiz?.categoryId ? quiz.categoryId : undefined;
  const isLast = current !== null && current.index + 1 >= pace.total;
  const closed = results.session.closed;
  const controls = closed ? null : (
    <div className={`flex flex-wrap gap-3 print:hidden ${large ? "ml-auto" : "mt-6"}`}>
      {current && !current.revealed ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reveler" />
          <Button type="submit" size="xl" variant="outline" disabled={sending}>
            <Eye aria-hidden="true" className="size-5" />
            Révéler
          </Button>
        </Form>
      ) : null}
      {isLast ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="suivante" />
          <input type="hidden" name="from" value={current ? current.index : -1} />
          <Button type="submit" size="xl" disabled={sending}>
            Question suivante
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </Form>
      )}
    </div>
  );
  return (
    <section
      {...(topic ? topicScope(topic) : {})}
      aria-labelledby="pace-title"
      className={`rounded-2xl border bg-surface p-5 shadow-sm ${topic ? "border-t-8 border-topic" : "border-primary"} ${large ? "sm:px-8 sm:py-5" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="pace-title"
          className={`font-bold ${topic ? "text-topic" : "text-fg-muted"} ${large ? "text-2xl" : "text-lg"}`}
        >
          {current ? `Question ${current.index + 1} / ${pace.total}` : `Séance guidée · ${pace.total} questions`}
        </h2>
        {current && current.secondsLeft !== null && !current.revealed && !closed ? (
          <Countdown key={`${current.index}/${current.secondsLeft}`} secondsLeft={current.secondsLeft} large={large} />
        ) : null}
        {large ? controls : null}
      </div>
      {large && current ? <ProjectedProgress shown={current.index + 1} total={pace.total} /> : null}
      {current && question ? (
        <>
          <p
            data-current-question
            className={`mt-4 leading-snug font-bold text-fg ${large ? "text-3xl sm:text-4xl" : "text-xl"}`}
          >
            {fr(question.text)}
          </p>
          <p className={`mt-3 text-fg-soft ${large ? "text-2xl" : ""}`} aria-live="polite" data-pace-answered>
            {question.answered} réponse{question.answered > 1 ? "s" : ""} sur {results.participants.length} élève
            {results.participants.length > 1 ? "s" : ""}
          </p>
          <div className="mt-4">
            {current.revealed ? (
              <>
                <AnswerSpread question={question} large={large} />
                <div className={`mt-4 rounded-xl bg-primary-soft p-4 text-fg ${large ? "text-2xl" : ""}`}>
                  <h3 className="font-bold">Explication</h3>
                  <p className="mt-1">{fr(question.explanation)}</p>
                </div>
              </>
            ) : (
              <ul className={`space-y-2 ${large ? "text-2xl" : ""}`}>
                {question.options.map((option) => (
                  <li key={option.id} className="rounded-lg border border-border p-3 text-fg">
                    {fr(option.text)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      ) : (
        <p className={`mt-3 text-fg-muted ${large ? "text-2xl" : ""}`}>
          Les élèves attendent la première question : lancez-la quand la classe est prête.
        </p>
      )}
      {large ? null : controls}
    </section>
  );
}
