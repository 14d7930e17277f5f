import * as Dialog from "@radix-ui/react-dialog";
import { useEffect } from "react";
import { Form, useFetcher } from "react-router";
import { Button, buttonClasses } from "../../ui/Button";
import { ModalDialog } from "../../ui/ModalDialog";
import { FormAlert } from "../../ui/form/Field";
import type { SessionActionAnswer } from "./teacher.server";

/**
 * Asks before an action that cannot be undone (a pupil removed, a session closed or deleted, a new code): « confirm » posts the
 * form of `fields` to the session's page action; says why if it fails.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  fields,
  leavesThePage = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The hidden fields of the form: its `intent` and what it applies to. */
  fields: Record<string, string>;
  /** The action leads to another page (a deletion): sent as a navigation, which nothing on the page interrupts. */
  leavesThePage?: boolean;
}) {
  const fetcher = useFetcher<SessionActionAnswer>();
  const SentForm = leavesThePage ? Form : fetcher.Form;
  const busy = fetcher.state !== "idle";
  const done = fetcher.state === "idle" && fetcher.data?.ok;
  useEffect(() => {
    if (done) onOpenChange(false);
  }, [done, onOpenChange]);
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={title}>
      <Dialog.Description className="mt-3 text-fg-muted">{description}</Dialog.Description>
      <div className="mt-3">
        <FormAlert>{fetcher.data && !fetcher.data.ok ? fetcher.data.message : null}</FormAlert>
      </div>
      <SentForm method="post" className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" disabled={busy} variant="danger">
          {busy ? "Un instant..." : confirmLabel}
        </Button>
        <Dialog.Close className={buttonClasses({ variant: "secondary" })}>Annuler</Dialog.Close>
      </SentForm>
    </ModalDialog>
  );
}
