import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/profil";
import { seo } from "../config/seo";
import { AuthTabs } from "../features/auth/AuthTabs";
import { LazyForgotPasswordDialog as ForgotPasswordDialog } from "../features/auth/LazyForgotPasswordDialog";
import { RecoveryForm } from "../features/auth/RecoveryForm";
import { useSession } from "../features/auth/session";
import { ACCOUNT_ACTION_PATH, authTabOf, type AuthTab } from "../features/auth/account-forms";
import { loadMemberProgress } from "../features/progress/member-progress.server";
import { FavoritesList } from "../features/bookmarks/FavoritesList";
import { loadBookmarks } from "../features/bookmarks/bookmarks-store";
import { moduleEntries } from "../features/content/content.server";
import { useLearnerProgress } from "../features/progress/fiches-read";
import { MemberProgress, useLocalProgress } from "../features/progress/MemberProgress";
import { ProgressView } from "../features/progress/ProgressView";
import { ReviewDueLink } from "../features/review/ReviewDueLink";
import { ReviewReminders } from "../features/review/ReviewReminders";
import { loadRemindersWanted, remindersAction } from "../features/review/reminders.server";
import type { ProgressTopic } from "../../core/progress";
import { PageCard } from "../ui/PageCard";
import { SignOutButton } from "../ui/SignOutButton";
import { forgetAllFirstNames } from "../features/class/first-names";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/Tabs";
import { serverContext } from "../../server/http/router-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const topics: ProgressTopic[] = moduleEntries.map((module) => ({
    topicId: module.sheet.topicId,
    moduleId: module.sheet.bookmarkId,
    title: module.sheet.title,
    path: module.path,
    categoryId: module.category.id,
    categoryName: module.category.name,
  }));
  // The session was read once for this request (server/app.ts): a member's page comes with their progress.
  const server = context.get(serverContext);
  const member = server.user
    ? {
        email: server.user.email,
        userId: server.user.id,
        account: await loadMemberProgress(server),
        remindersWanted: await loadRemindersWanted(server),
      }
    : null;
  return { topics, member, tab: authTabOf(new URL(request.url).searchParams) };
}

/** The member's settings that post here: the weekly review reminders. */
export async function action({ request, context }: Route.ActionArgs) {
  return remindersAction(request, context.get(serverContext));
}

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () =>
  seo({
    title: "Mon profil",
    description: "Votre progression, vos favoris et votre compte L’Académie.",
    path: "/profil",
  });

/** The reset link carries its token in the fragment: #type=recovery&token=… (read in the browser only). */
function useRecoveryToken(): string | null {
  const hash = useSyncExternalStore(
    (onChange) => {
      window.addEventListener("hashchange", onChange);
      return () => window.removeEventListener("hashchange", onChange);
    },
    () => window.location.hash,
    () => "",
  );
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.get("type") === "recovery" ? params.get("token") : null;
}

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  const token = useRecoveryToken();
  const [forgotOpen, setForgotOpen] = useState(false);
  const leaveRecovery = () => {
    history.replaceState(null, "", "/profil");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  };

  if (token) {
    return (
      <div className="px-4 py-10">
        <RecoveryForm
          token={token}
          onDone={leaveRecovery}
          onExpired={() => {
            leaveRecovery();
            setForgotOpen(true);
          }}
        />
      </div>
    );
  }

  return (
    // The page knows who is there only once the session answers: a full-height area keeps the footer from jumping (CLS).
    <div className="mx-auto min-h-svh max-w-3xl px-4 py-10 sm:px-6">
      {forgotOpen ? <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} /> : null}
      {loaderData.member ? (
        <MemberProfile member={loaderData.member} topics={loaderData.topics} answer={actionData} />
      ) : (
        <VisitorProfile topics={loaderData.topics} tab={loaderData.tab} />
      )}
    </div>
  );
}

function MemberProfile({
  member: { email, userId, account, remindersWanted },
  topics,
  answer,
}: {
  member: NonNullable<Route.ComponentProps["loaderData"]["member"]>;
  topics: ProgressTopic[];
  answer: Route.ComponentProps["actionData"];
}) {
  useEffect(() => {
    void loadBookmarks(userId);
  }, [userId]);
  // Right after a sign-in, what this browser did anonymously joins the account (app/features/auth/session.tsx):
  // the progress is read again once, then.
  const { accountReady } = useSession();
  const { revalidate } = useRevalidator();
  const claimed = useRef(false);
  useEffect(() => {
    if (!accountReady || claimed.current) return;
    claimed.current = true;
    void revalidate();
  }, [accountReady, revalidate]);
  return (
    <section aria-labelledby="profile-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="profile-title" className="text-3xl font-extrabold text-fg">
            Mon profil
          </h1>
          <p className="mt-1 text-fg-muted">{email}</p>
          <Link to="/classe" className="mt-1 inline-block font-semibold text-primary underline underline-offset-2">
            Mode classe : vos séances
          </Link>
        </div>
        {/* A shared school computer: the first names typed in class mode leave with the teacher. */}
        <Form method="post" action={ACCOUNT_ACTION_PATH} reloadDocument onSubmit={forgetAllFirstNames}>
          <input type="hidden" name="intent" value="deconnexion" />
          <SignOutButton />
        </Form>
      </div>
      <Tabs defaultValue="progression" className="mt-8">
        <TabsList aria-label="Mon profil">
          <TabsTrigger value="progression">Progression</TabsTrigger>
          <TabsTrigger value="favoris">Mes favoris</TabsTrigger>
          <TabsTrigger value="parametres">Paramètres</TabsTrigger>
        </TabsList>
        <TabsContent value="progression">
          <ReviewDueLink className="mb-4" />
          <MemberProgress topics={topics} account={account} />
          <ReviewReminders wanted={remindersWanted} answer={answer} />
        </TabsContent>
        <TabsContent value="favoris">
          <FavoritesList />
        </TabsContent>
        <TabsContent value="parametres">
          <dl className="rounded-2xl border border-border bg-surface p-5">
            <dt className="text-sm font-semibold text-fg-subtle">Email</dt>
            <dd className="text-fg">{email}</dd>
            <dt className="mt-4 text-sm font-semibold text-fg-subtle">Type de compte</dt>
            <dd className="text-fg">Compte utilisateur</dd>
          </dl>
        </TabsContent>
      </Tabs>
    </section>
  );
}

const SAMPLE_TOPICS: ProgressTopic[] = [
  { title: "Définitions", categoryId: "immigration", categoryName: "Immigration" },
  { title: "Chiffres", categoryId: "immigration", categoryName: "Immigration" },
  { title: "Objectifs climatiques", categoryId: "climat", categoryName: "Climat" },
].map((topic, index) => ({ ...topic, topicId: `sample-${index + 1}`, moduleId: `sample-${index + 1}`, path: "/" }));
const SAMPLE_PROGRESS = {
  "sample-1": { score: 3, total: 3, percentage: 100, completed: true, timestamp: "2026-01-01T00:00:00.000Z" },
  "sample-2": { score: 2, total: 3, percentage: 67, completed: true, timestamp: "2026-01-01T00:00:00.000Z" },
  "sample-3": { score: 1, total: 3, percentage: 33, completed: false, timestamp: "2026-01-01T00:00:00.000Z" },
};

function VisitorProfile({ topics, tab }: { topics: ProgressTopic[]; tab: AuthTab }) {
  const local = useLocalProgress(topics);
  const fichesRead = useLearnerProgress(topics)?.fichesRead ?? null;
  const hasLocal =
    (local !== null && Object.keys(local).length > 0) || (fichesRead !== null && Object.keys(fichesRead).length > 0);
  return (
    <>
      <PageCard
        titleId="profile-title"
        title="Mon profil"
        intro="Connectez-vous pour retrouver votre progression et vos favoris sur tous vos appareils."
        elevated
        className="relative z-10 mx-auto max-w-md"
      >
        <div className="mt-6">
          <AuthTabs returnTo="/profil" initialTab={tab} />
        </div>
      </PageCard>
      {hasLocal ? (
        <section aria-labelledby="local-progress" className="mt-10">
          <h2 id="local-progress" className="text-xl font-bold text-fg">
            Votre progression sur cet appareil
          </h2>
          <p className="mt-1 mb-4 text-fg-muted">Créez un compte pour la garder et la retrouver partout.</p>
          <ProgressView progress={local ?? {}} fichesRead={fichesRead ?? {}} topics={topics} />
        </section>
      ) : (
        // An example of what a profile looks like, blurred and out of reach of keyboard and screen readers.
        <div inert aria-hidden="true" className="pointer-events-none mt-10 blur-[3px] select-none">
          <p className="mb-4 text-xl font-bold text-fg">Exemple de progression</p>
          <ProgressView progress={SAMPLE_PROGRESS} topics={SAMPLE_TOPICS} />
        </div>
      )}
    </>
  );
}
