import {
  Copy,
  DoorClosed,
  DoorOpen,
  Download,
  KeyRound,
  Lock,
  MonitorPlay,
  Printer,
  Repeat,
  Trash2,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { classExportPath } from "../../api/client";
import { Button, buttonClasses } from "../../ui/Button";
import { ButtonLink } from "../../ui/ButtonLink";
import { FormAlert } from "../../ui/form/Field";
import { ConfirmDialog } from "./ConfirmDialog";
import { downloadWithFirstNames } from "./first-names";
import type { SessionActionAnswer } from "./teacher.server";
import type { ClassResults } from "./use-class-results";

/**
 * What a teacher does with a session: project it, export it (with the first names typed on this device), print it,
 * run it again as a post-test, duplicate, lock it (no new pupil) or give it a new code, close or delete it (a new
 * code, closing and deleting asked first); says why an action failed.
 */
export function SessionActions({
  session,
  firstNames,
}: {
  session: ClassResults["session"];
  firstNames: Record<string, string>;
}) {
  const actionAnswer = useActionData<SessionActionAnswer>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [confirmNewCode, setConfirmNewCode] = useState(false);
  const LockIcon = session.locked ? DoorOpen : DoorClosed;
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <ButtonLink to={`/classe/${session.id}/projection`} variant="primary">
          <MonitorPlay aria-hidden="true" className="size-5" />
          Vue projetée
        </ButtonLink>
        <a href={classExportPath(session.id)} download className={buttonClasses({ variant: "secondary" })}>
          <Download aria-hidden="true" className="size-5" />
          Exporter CSV
        </a>
        {Object.keys(firstNames).length > 0 ? (
          <Button
            variant="secondary"
            onClick={() =>
              void downloadWithFirstNames(classExportPath(session.id), firstNames, `seance-prenoms-${session.code}.csv`)
            }
          >
            <Download aria-hidden="true" className="size-5" />
            Exporter CSV avec les prénoms
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Imprimer
        </Button>
        <IntentButton intent="post-test">
          <Repeat aria-hidden="true" className="size-5" />
          Relancer en post-test
        </IntentButton>
        <IntentButton intent="dupliquer">
          <Copy aria-hidden="true" className="size-5" />
          Dupliquer la séance
        </IntentButton>
        {session.closed ? null : (
          <>
            <IntentButton intent={session.locked ? "rouvrir" : "verrouiller"}>
              <LockIcon aria-hidden="true" className="size-5" />
              {session.locked ? "Rouvrir" : "Verrouiller la séance"}
            </IntentButton>
            <IntentButton intent="nouveau-code" confirm={() => setConfirmNewCode(true)}>
              <KeyRound aria-hidden="true" className="size-5" />
              Nouveau code
            </IntentButton>
            <IntentButton intent="clore" confirm={() => setConfirmClose(true)}>
              <Lock aria-hidden="true" className="size-5" />
              Clore la séance
            </IntentButton>
          </>
        )}
        <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          Supprimer la séance
        </Button>
      </div>
      <div className="mt-3">
        <FormAlert>{actionAnswer && !actionAnswer.ok ? actionAnswer.message : null}</FormAlert>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Supprimer la séance ?"
        description={`« ${session.title} » et toutes les réponses de ses élèves seront effacées. Cette action est définitive.`}
        confirmLabel="Supprimer définitivement"
        fields={{ intent: "supprimer" }}
        leavesThePage
      />
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Clore la séance ?"
        description="Les élèves ne pourront plus répondre : chaque téléphone affiche aussitôt son score et les questions à revoir. Une séance close ne se rouvre pas."
        confirmLabel="Clore la séance"
        fields={{ intent: "clore" }}
      />
      <ConfirmDialog
        open={confirmNewCode}
        onOpenChange={setConfirmNewCode}
        title="Donner un nouveau code ?"
        description={`Le code ${session.code} et son QR code n’ouvriront plus la séance. Les élèves déjà présents restent.`}
        confirmLabel="Nouveau code"
        fields={{ intent: "nouveau-code" }}
      />
    </>
  );
}

/**
 * One button posting its `intent` to the session's action (a form each: it works before the scripts run). With
 * `confirm`, once the scripts run, it asks first (the dialog then posts the same intent).
 */
function IntentButton({ intent, confirm, children }: { intent: string; confirm?: () => void; children: ReactNode }) {
  const sending = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button
        type="submit"
        variant="secondary"
        disabled={sending}
        onClick={
          confirm &&
          ((event) => {
            event.preventDefault();
            confirm();
          })
        }
      >
        {children}
      </Button>
    </Form>
  );
}
