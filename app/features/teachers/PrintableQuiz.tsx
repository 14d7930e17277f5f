import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { SourceNote } from "../../ui/SourceNote";
import { fr } from "../../ui/FrenchText";
import type { QuizView } from "../quiz/types";
import { ProgrammeLine } from "./ProgrammeLine";

/**
 * The quiz on paper (« Imprimer le quiz », docs/product.md#for-teachers): the questions with a box to tick before each
 * option, then, from a new page, « Corrigé » with each right option and its explanation. Only the print stylesheet
 * shows it. It is drawn when printing starts (the button, or the browser's own print), not before: the page would
 * otherwise carry every question twice.
 */
export function PrintableQuiz({ quiz }: { quiz: QuizView }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    // The browser lays the page out for print right after its `beforeprint` handlers: the sheet must be there by then.
    const draw = () => flushSync(() => setDrawn(true));
    const listening = new AbortController();
    window.addEventListener("beforeprint", draw, { signal: listening.signal });
    window.addEventListener(PRINT_QUIZ_EVENT, draw, { signal: listening.signal });
    return () => listening.abort();
  }, []);
  if (!drawn) return null;
  return (
    <section data-print-quiz className="hidden text-fg print:block">
      <p className="text-2xl font-bold">{fr(quiz.title)}</p>
      {quiz.programme ? <ProgrammeLine programme={quiz.programme} className="mt-1 text-fg" /> : null}
      <p className="mt-1">Nom : ………………………………… Classe : ………… Date : …………</p>
      <ol className="mt-4 space-y-4">
        {quiz.questions.map((question, index) => (
          <li key={question.id} className="break-inside-avoid">
            <p className="font-semibold">
              {index + 1}. {fr(question.question)}
            </p>
            <ul className="mt-1 space-y-1">
              {question.options.map((option) => (
                <li key={option.id} className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-0.5 inline-block size-3.5 shrink-0 border border-fg" />
                  {fr(option.text)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div data-answer-key className="break-before-page">
        <p className="text-2xl font-bold">Corrigé</p>
        {quiz.programme ? (
          <ProgrammeLine programme={quiz.programme} note={quiz.programmeNote} className="mt-1 text-fg" />
        ) : null}
        <ol className="mt-3 space-y-3">
          {quiz.questions.map((question, index) => (
            <li key={question.id} className="break-inside-avoid">
              <p className="font-semibold">
                {index + 1}. {fr(question.options.find((option) => option.isCorrect)?.text ?? "")}
              </p>
              <p className="mt-0.5">{fr(question.explanation)}</p>
              <SourceNote source={question.source} className="mt-0.5" />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Sent by « Imprimer le quiz » just before the browser's print. */
export const PRINT_QUIZ_EVENT = "lacademie:print-quiz";
