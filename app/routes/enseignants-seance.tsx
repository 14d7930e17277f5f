import { Clock } from "lucide-react";
import { Link, data } from "react-router";
import type { Route } from "./+types/enseignants-seance";
import { seo } from "../config/seo";
import { findSeanceEntry, SEANCE_PLANS } from "../features/content/content.server";
import type { SeanceStep } from "../../content/schema";
import { programmeForPage } from "../features/teachers/programme.server";
import { ProgrammeLine } from "../features/teachers/ProgrammeLine";
import { sourceLink } from "../../core/sources";
import { BackLink } from "../ui/BackLink";
import { PRINT_HASH, PrintButton, usePrintOnArrival } from "../ui/PrintButton";
import { SourceNote } from "../ui/SourceNote";
import { fr } from "../ui/FrenchText";

/** The links that open each step: class mode with the fiche's quiz chosen, the fiche, the map, the projection, the print. */
export function loader({ params }: Route.LoaderArgs) {
  const entry = findSeanceEntry(params.topicId);
  if (!entry) throw data(null, { status: 404 });
  const classPath = `/classe?quiz=${encodeURIComponent(entry.quiz.topicId)}`;
  const links: Record<SeanceStep, { label: string; to: string }> = {
    echauffement: { label: `Ouvrir le mode classe avec le ${entry.quiz.title}`, to: classPath },
    fiche: { label: `Projeter la fiche « ${entry.fiche.sheet.title} »`, to: entry.fiche.path },
    dossier: { label: "Ouvrir le dossier : la carte du débat", to: `${entry.debate.path}#${entry.question.id}` },
    debat: { label: "Projeter la question", to: `${entry.debate.projectionPath}#${entry.question.id}` },
    trace: { label: "Imprimer la séance et la trace écrite", to: `${entry.path}${PRINT_HASH}` },
    ticket: { label: `Ouvrir le mode classe avec le ${entry.quiz.title}`, to: classPath },
  };
  const plans = Object.entries(SEANCE_PLANS).map(([variant, plan]) => ({
    variant,
    label: plan.label,
    steps: plan.steps.map((step) => ({
      ...step,
      questions: step.step === "trace" ? [] : entry.seance.questions[step.step],
      link: links[step.step],
    })),
  }));
  return {
    topic: entry.category.name,
    path: entry.path,
    categoryPath: `/categories/${entry.category.id}`,
    ficheTitle: entry.fiche.sheet.title,
    question: entry.question.question,
    plans,
    trace: {
      established: entry.trace.established.map((fact) => ({
        statement: fact.statement,
        source: fact.source && sourceLink(fact.source),
      })),
      question: entry.trace.question,
      positions: entry.trace.positions,
    },
    ...programmeForPage(entry.programme),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: `Séance clés en main : ${loaderData.topic}`,
        description: `Une séance de 55 minutes (et sa variante EMC de 30 minutes) sur « ${loaderData.question} » : échauffement en mode classe, fiche projetée, dossier, débat réglé, trace écrite et ticket de sortie.`,
        path: loaderData.path,
      })
    : [];

const link = "font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger";

/**
 * « Séance clés en main » (issue 38, docs/product.md#programme-references-and-ready-made-séances): the plan minute by minute, the teacher's
 * questions, the links that open each step, and the pupils' « trace écrite », printable as it is.
 */
export default function SeanceRoute({ loaderData: seance }: Route.ComponentProps) {
  usePrintOnArrival();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="print:hidden">
        <BackLink to="/enseignants" small>
          Pour les enseignants
        </BackLink>
      </div>
      <h1 className="mt-4 text-3xl font-extrabold text-fg sm:text-4xl">Séance clés en main : {fr(seance.topic)}</h1>
      <p className="mt-2 text-fg-muted">
        {fr(
          `Autour de la fiche « ${seance.ficheTitle} » et de la question « ${seance.question} », selon la démarche du débat réglé ou argumenté d’Éduscol : un dossier préparé, des règles de parole, des arguments qui s’appuient sur des faits.`,
        )}
      </p>
      <ProgrammeLine programme={seance.programme} note={seance.programmeNote} className="mt-3" />
      <div className="mt-4 print:hidden">
        <PrintButton>Imprimer la séance</PrintButton>
      </div>

      {seance.plans.map((plan) => (
        <section key={plan.variant} aria-labelledby={`plan-${plan.variant}`} className="mt-10 break-inside-avoid">
          <h2 id={`plan-${plan.variant}`} className="text-2xl font-bold text-fg">
            {plan.label}
          </h2>
          <ol className="mt-4 space-y-4">
            {plan.steps.map((step) => (
              <li key={step.step} className="break-inside-avoid rounded-xl border border-border bg-surface p-4">
                <h3 className="flex flex-wrap items-baseline gap-x-3 text-lg font-bold text-fg">
                  <span className="inline-flex items-center gap-1 text-base font-semibold text-fg-soft">
                    <Clock aria-hidden="true" className="size-4" />
                    {step.minutes} min
                  </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-fg-muted">{fr(step.instruction)}</p>
                {step.questions.length ? (
                  <>
                    <p className="mt-2 text-sm font-semibold text-fg">Questions à poser :</p>
                    <ul className="mt-1 list-disc space-y-1 pl-6 text-fg-muted">
                      {step.questions.map((question) => (
                        <li key={question}>{fr(question)}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <p className="mt-2 flex flex-wrap gap-x-4 print:hidden">
                  <Link
                    to={step.link.to}
                    // The print view prints on arrival, and the projected view shows the frame of the address's
                    // fragment when it loads: both open as a new document.
                    reloadDocument={step.link.to.endsWith(PRINT_HASH) || step.link.to.includes("/projection#")}
                    className={`inline-flex min-h-11 items-center ${link}`}
                  >
                    {fr(step.link.label)}
                  </Link>
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}

      <section
        aria-labelledby="trace-ecrite"
        className="mt-10 break-before-page rounded-xl border border-border-strong p-5"
      >
        <h2 id="trace-ecrite" className="text-2xl font-bold text-fg">
          Trace écrite
        </h2>
        <h3 className="mt-3 font-bold text-fg">Ce qui est établi</h3>
        <ul className="mt-1 list-disc space-y-2 pl-6 text-fg">
          {seance.trace.established.map((fact) => (
            <li key={fact.statement}>
              {fr(fact.statement)}
              {fact.source ? <SourceNote source={fact.source} className="text-fg-muted" /> : null}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 font-bold text-fg">La question débattue</h3>
        <p className="mt-1 text-fg">{fr(seance.trace.question)}</p>
        <h3 className="mt-4 font-bold text-fg">Les positions en présence</h3>
        <p className="text-sm text-fg-muted">L’ordre des positions n’est pas un classement.</p>
        <ul className="mt-1 list-disc space-y-1 pl-6 text-fg">
          {seance.trace.positions.map((position) => (
            <li key={position}>{fr(position)}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-fg-muted print:hidden">
          <Link to={seance.categoryPath} className={link}>
            Toutes les fiches du thème
          </Link>
        </p>
      </section>
    </article>
  );
}
