import { ChevronRight, Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/classe";
import { seo } from "../config/seo";
import { CreateSessionForm } from "../features/class/CreateSessionForm";
import { TeacherGate } from "../features/class/TeacherGate";
import { createSessionAction, loadTeacherHome, type CreateGroupAnswer } from "../features/class/teacher.server";
import { CLASS_NAME_LENGTH, currentSchoolYear, schoolYearLabel } from "../../core/class-rules";
import { Field, SelectField } from "../ui/form/Field";
import { classQuizzes } from "../features/content/content.server";
import { Button } from "../ui/Button";
import { formatFrenchDateTime } from "../ui/french-date";
import { serverContext } from "../../server/http/router-context";

/** The catalogue, and the teacher's sessions in the first HTML (null for a visitor, who is told how to sign in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // « Séances clés en main » open this page with their quiz chosen (/classe?quiz=…): a choice, not personal data. Only
  // ids of the catalogue are kept.
  const search = new URL(request.url).searchParams;
  const asked = search.getAll("quiz");
  const preselected = classQuizzes.filter((quiz) => asked.includes(quiz.topicId)).map((quiz) => quiz.topicId);
  return {
    preselected,
    // « Nouvelle séance pour cette classe » (/classe?classe=…): the form opens with the class chosen.
    preselectedGroup: search.get("classe")?.slice(0, 40) ?? null,
    schoolYear: currentSchoolYear(new Date()),
    catalogue: classQuizzes.map((quiz) => ({
      topicId: quiz.topicId,
      title: quiz.title,
      category: quiz.category,
      questionCount: quiz.questions.length,
    })),
    ...(await loadTeacherHome(context.get(serverContext))),
  };
}

/** « Créer la séance » and « Créer la classe » post here (app/features/class/teacher.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return createSessionAction(request, context.get(serverContext));
}

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () =>
  seo({
    title: "Mode classe",
    description:
      "Proposez un quiz à votre classe : les élèves rejoignent avec un code, sans compte, et vous voyez leurs réponses question par question, en direct.",
    path: "/classe",
  });

type LoaderData = Route.ComponentProps["loaderData"];

export default function ClassHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { catalogue, preselected, preselectedGroup, groups, sessions } = loaderData;
  const answer = actionData && "intent" in actionData ? undefined : actionData;
  // A refused form comes back open, with its reasons; a séance's or a class's link opens it with its choice made.
  const [creating, setCreating] = useState(answer !== undefined || preselected.length > 0 || preselectedGroup !== null);
  if (!sessions)
    return (
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <TeacherGate
          from={
            preselected.length
              ? `/classe?${preselected.map((id) => `quiz=${encodeURIComponent(id)}`).join("&")}`
              : "/classe"
          }
        />
      </div>
    );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <section aria-labelledby="class-title">
        <h1 id="class-title" className="text-3xl font-extrabold text-fg">
          Mode classe
        </h1>
        <p className="mt-2 max-w-2xl text-fg-muted">
          Vos élèves rejoignent une séance avec son code, sans compte ni adresse email, sous un pseudonyme tiré au sort.
          Vous suivez leurs réponses question par question, en direct, et reprenez en classe ce qui n’a pas été compris.{" "}
          <Link to="/classe/donnees-personnelles" className="font-semibold text-primary underline underline-offset-2">
            Mode classe et données personnelles
          </Link>
        </p>
        {creating ? (
          <div className="mt-8 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8">
            <CreateSessionForm
              catalogue={catalogue}
              groups={groups}
              answer={answer}
              preselected={preselected}
              preselectedGroup={preselectedGroup}
            />
            <Button variant="ghost" className="mt-3 w-full" onClick={() => setCreating(false)}>
              Annuler
            </Button>
          </div>
        ) : (
          <Button className="mt-6" size="xl" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-5" />
            Créer une séance
          </Button>
        )}

        <ClassGroups data={loaderData} answer={actionData && "intent" in actionData ? actionData : undefined} />

        <h2 className="mt-10 text-xl font-bold text-fg">Mes séances</h2>
        {sessions.length === 0 ? (
          <p className="mt-3 rounded-xl bg-surface-muted p-5 text-fg-muted">
            Aucune séance pour l’instant : créez-en une, puis projetez son code à votre classe.
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {sessions.map((session) => (
              <CardLink key={session.id} to={`/classe/${session.id}`} title={session.title}>
                Code <span className="font-mono font-bold tracking-widest">{session.code}</span> ·{" "}
                {session.participantCount} élève{session.participantCount > 1 ? "s" : ""} ·{" "}
                {session.closed ? "Close" : `Ouverte jusqu’au ${formatFrenchDateTime(session.closesAt)}`}
              </CardLink>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A session or a class in its list: the whole card is the link to its page. */
function CardLink({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4 hover:border-primary"
      >
        <span>
          <span className="block font-semibold text-fg">{title}</span>
          <span className="block text-sm text-fg-muted">{children}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-faint" />
      </Link>
    </li>
  );
}

/**
 * « Mes classes »: the classes followed over the year, each opening its progress across sessions, and « Créer une
 * classe » (a name, a school year), a form that works without scripts.
 */
function ClassGroups({ data: { groups, schoolYear }, answer }: { data: LoaderData; answer?: CreateGroupAnswer }) {
  return (
    <>
      <h2 className="mt-10 text-xl font-bold text-fg">Mes classes</h2>
      <p className="mt-1 text-fg-muted">
        Une classe suivie toute l’année : ses élèves gardent leur pseudonyme d’une séance à l’autre, et vous voyez leurs
        progrès.
      </p>
      {groups.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {groups.map((group) => (
            <CardLink key={group.id} to={`/classe/classes/${group.id}`} title={group.name}>
              Année scolaire {group.schoolYear}
            </CardLink>
          ))}
        </ul>
      ) : null}
      <details className="mt-3 rounded-xl border border-border bg-surface p-4" open={answer !== undefined}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">
          Créer une classe
        </summary>
        <Form method="post" action="/classe" noValidate className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="classe" />
          <Field
            label="Nom de la classe"
            hint="Par exemple « 1re C »."
            name="name"
            maxLength={CLASS_NAME_LENGTH.max}
            required
            defaultValue={answer?.values.name}
            error={answer?.errors.name}
          />
          <SelectField
            label="Année scolaire"
            name="startYear"
            defaultValue={answer?.values.startYear ?? String(schoolYear)}
            options={[schoolYear, schoolYear + 1].map((year) => [String(year), schoolYearLabel(year)] as const)}
            error={answer?.errors.startYear}
          />
          <Button type="submit">Créer la classe</Button>
        </Form>
      </details>
    </>
  );
}
