import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { CLASS_SIZE, CLASS_TIMERS, CLASS_TITLE_LENGTH, defaultClosingDate } from "../../../core/class-rules";
import { useBrowserValue } from "../../ui/browser-value";
import { Field, FormEnd, SelectField } from "../../ui/form/Field";
import type { CreateSessionAnswer } from "./teacher.server";

/** The ways to pace a session, with what each means for the pupils. */
const PACING_CHOICES = [
  { value: "libre", label: "Libre", hint: "Chaque élève avance à son rythme et voit la réponse aussitôt." },
  {
    value: "enseignant",
    label: "Guidé par l’enseignant",
    hint: "Vous faites passer les questions une à une ; la réponse s’affiche quand vous la révélez.",
  },
] as const;

export type QuizChoice = { topicId: string; title: string; category: string; questionCount: number };

/** A date as a `datetime-local` field shows it: the browser's own time, to the minute. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * « Créer une séance »: a title, one or more quizzes of the catalogue (by category), a closing date (in 7 days unless
 * changed). The form posts to /classe (app/features/class/teacher.server.ts), which checks it with the server's rules
 * and opens the session's page; a refused form comes back as `answer`, with what was typed and the reasons.
 */
export function CreateSessionForm({
  catalogue,
  groups,
  answer,
  preselected = [],
  preselectedGroup,
}: {
  catalogue: QuizChoice[];
  /** « Mes classes »: the classes the session may be run for. */
  groups: ReadonlyArray<{ id: string; name: string; schoolYear: string }>;
  answer?: CreateSessionAnswer;
  /** Quizzes chosen in advance (a « Séance clés en main » link): ticked until the teacher changes them. */
  preselected?: readonly string[];
  preselectedGroup?: string | null;
}) {
  const ids = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/classe";
  const errors = answer?.errors ?? {};
  const chosen = new Set(answer?.values.topicIds ?? preselected);
  // Proposed in the browser's own time (the server reads the field in the zone posted with it).
  const defaultClosing = useBrowserValue(() => localInputValue(defaultClosingDate(new Date())), "");
  const timeZone = useBrowserValue(() => Intl.DateTimeFormat().resolvedOptions().timeZone, "");

  return (
    <Form method="post" action="/classe" noValidate className="space-y-6" aria-labelledby={`${ids}-title`}>
      {timeZone ? <input type="hidden" name="fuseau" value={timeZone} /> : null}
      <h2 id={`${ids}-title`} className="text-xl font-bold text-fg">
        Créer une séance
      </h2>
      <Field
        label="Titre de la séance"
        hint="Par exemple « 1re B — Immigration » : vos élèves le verront en rejoignant."
        name="title"
        maxLength={CLASS_TITLE_LENGTH.max}
        required
        defaultValue={answer?.values.title}
        error={errors.title}
      />
      {groups.length > 0 ? (
        <SelectField
          label="Classe"
          hint="Pour une classe, chaque élève garde son pseudonyme d’une séance à l’autre."
          name="groupId"
          defaultValue={answer?.values.groupId ?? preselectedGroup ?? ""}
          options={[
            ["", "Aucune (séance ponctuelle)"],
            ...groups.map((group) => [group.id, `${group.name} (${group.schoolYear})`] as const),
          ]}
          error={errors.groupId}
        />
      ) : null}
      <QuizPicker catalogue={catalogue} chosen={chosen} error={errors.topicIds} />
      <Field
        label="Nombre d’élèves"
        hint={`De ${CLASS_SIZE.min} à ${CLASS_SIZE.max} : au-delà, la séance refuse les élèves qui tentent de la rejoindre.`}
        type="number"
        name="maxParticipants"
        inputMode="numeric"
        min={CLASS_SIZE.min}
        max={CLASS_SIZE.max}
        required
        defaultValue={answer?.values.maxParticipants ?? String(CLASS_SIZE.default)}
        error={errors.maxParticipants}
      />
      <fieldset>
        <legend className="font-semibold text-fg">Rythme de la séance</legend>
        {errors.pacing ? <p className="mt-1 text-sm font-medium text-danger-strong">{errors.pacing}</p> : null}
        <div className="mt-2 space-y-1">
          {PACING_CHOICES.map(({ value, label, hint }) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-page">
              <input
                type="radio"
                name="pacing"
                value={value}
                defaultChecked={value === (answer?.values.pacing === "enseignant" ? "enseignant" : "libre")}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="text-fg">
                {label} <span className="block text-sm text-fg-subtle">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        label="Minuteur par question (séance guidée)"
        name="timerSeconds"
        defaultValue={answer?.values.timerSeconds ?? ""}
        options={[["", "Aucun"], ...CLASS_TIMERS.map((seconds) => [String(seconds), `${seconds} secondes`] as const)]}
        error={errors.timerSeconds}
      />
      <Field
        label="Clôture de la séance"
        hint="Après cette date, la séance n’accepte plus de réponses ; elle est effacée 30 jours plus tard, ou à la fin de l’année scolaire pour une classe."
        type="datetime-local"
        name="closesAt"
        required
        defaultValue={answer?.values.closesAt ?? defaultClosing}
        // Filled in once the page knows the browser's clock.
        key={answer?.values.closesAt ?? defaultClosing}
        error={errors.closesAt}
      />
      <FormEnd error={answer?.formError} busy={busy} busyLabel="Création...">
        Créer la séance
      </FormEnd>
    </Form>
  );
}

/** « Quiz de la séance »: the catalogue's quizzes by category, one checkbox each. */
function QuizPicker({ catalogue, chosen, error }: { catalogue: QuizChoice[]; chosen: Set<string>; error?: string }) {
  const ids = useId();
  const categories = [...new Set(catalogue.map((quiz) => quiz.category))];
  return (
    <fieldset aria-describedby={error ? `${ids}-quiz-error` : undefined}>
      <legend className="font-semibold text-fg">Quiz de la séance</legend>
      <p className="text-sm text-fg-subtle">Un ou plusieurs : vos élèves les font dans l’ordre qu’ils veulent.</p>
      {error ? (
        <p id={`${ids}-quiz-error`} className="mt-1 text-sm font-medium text-danger-strong">
          {error}
        </p>
      ) : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {categories.map((category) => (
          <fieldset key={category} className="rounded-xl border border-border p-4">
            <legend className="px-1 text-sm font-bold text-fg-soft">{category}</legend>
            <ul className="space-y-1">
              {catalogue
                .filter((quiz) => quiz.category === category)
                .map((quiz) => (
                  <li key={quiz.topicId}>
                    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-page">
                      <input
                        type="checkbox"
                        name="topicIds"
                        value={quiz.topicId}
                        defaultChecked={chosen.has(quiz.topicId)}
                        className="mt-1 size-4 shrink-0 accent-primary"
                      />
                      <span className="text-fg">
                        {quiz.title} <span className="text-sm text-fg-subtle">({quiz.questionCount} questions)</span>
                      </span>
                    </label>
                  </li>
                ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
