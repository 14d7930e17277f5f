import "../../zod-without-eval";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import {
  CLASS_TITLE_LENGTH,
  ClassSessionInputSchema,
  closingDateProblem,
  defaultClosingDate,
} from "../../../core/class-mode";
import { api, request } from "../../api/client";
import { Field, FormEnd } from "../../ui/form/Field";

export type QuizChoice = { topicId: string; title: string; category: string; questionCount: number };

/** A date as a `datetime-local` field shows it: the browser's own time, to the minute. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

type Errors = Partial<Record<"title" | "topicIds" | "closesAt", string>>;

/**
 * « Créer une séance »: a title, one or more quizzes of the catalogue (by category), a closing date (in 7 days unless
 * changed). Checked here with the server's rules (core/class-mode.ts), then the session's page opens on its code.
 */
export function CreateSessionForm({ catalogue }: { catalogue: QuizChoice[] }) {
  const navigate = useNavigate();
  const ids = useId();
  const [title, setTitle] = useState("");
  const [topicIds, setTopicIds] = useState<string[]>([]);
  const [closesAt, setClosesAt] = useState(() => localInputValue(defaultClosingDate(new Date())));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const categories = [...new Set(catalogue.map((quiz) => quiz.category))];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const closing = new Date(closesAt);
    const input = { title, topicIds, closesAt: Number.isNaN(closing.getTime()) ? closesAt : closing.toISOString() };
    const checked = ClassSessionInputSchema.safeParse(input);
    const found: Errors = {};
    for (const issue of checked.error?.issues ?? []) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (!found.closesAt && checked.success) {
      const problem = closingDateProblem(closing, new Date());
      if (problem) found.closesAt = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await request(() => api.class.sessions.$post({ json: input }));
    setBusy(false);
    if (result.ok) navigate(`/classe/${result.data.session.id}`);
    else setFormError(result.message);
  }

  const toggle = (topicId: string, checked: boolean) =>
    setTopicIds((current) => (checked ? [...current, topicId] : current.filter((id) => id !== topicId)));

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-xl font-bold text-slate-900">
        Créer une séance
      </h2>
      <Field
        label="Titre de la séance"
        hint="Par exemple « 1re B — Immigration » : vos élèves le verront en rejoignant."
        name="title"
        maxLength={CLASS_TITLE_LENGTH.max}
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <fieldset aria-describedby={errors.topicIds ? `${ids}-quiz-error` : undefined}>
        <legend className="font-semibold text-slate-900">Quiz de la séance</legend>
        <p className="text-sm text-slate-600">Un ou plusieurs : vos élèves les font dans l’ordre qu’ils veulent.</p>
        {errors.topicIds ? (
          <p id={`${ids}-quiz-error`} className="mt-1 text-sm font-medium text-red-800">
            {errors.topicIds}
          </p>
        ) : null}
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {categories.map((category) => (
            <fieldset key={category} className="rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-bold text-slate-800">{category}</legend>
              <ul className="space-y-1">
                {catalogue
                  .filter((quiz) => quiz.category === category)
                  .map((quiz) => (
                    <li key={quiz.topicId}>
                      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          name="topicIds"
                          value={quiz.topicId}
                          checked={topicIds.includes(quiz.topicId)}
                          onChange={(event) => toggle(quiz.topicId, event.target.checked)}
                          className="mt-1 size-4 shrink-0 accent-brand-700"
                        />
                        <span className="text-slate-900">
                          {quiz.title} <span className="text-sm text-slate-600">({quiz.questionCount} questions)</span>
                        </span>
                      </label>
                    </li>
                  ))}
              </ul>
            </fieldset>
          ))}
        </div>
      </fieldset>
      <Field
        label="Clôture de la séance"
        hint="Après cette date, la séance n’accepte plus de réponses ; elle est effacée 30 jours plus tard."
        type="datetime-local"
        name="closesAt"
        required
        value={closesAt}
        onChange={(event) => setClosesAt(event.target.value)}
        error={errors.closesAt}
      />
      <FormEnd error={formError} busy={busy} busyLabel="Création...">
        Créer la séance
      </FormEnd>
    </form>
  );
}
