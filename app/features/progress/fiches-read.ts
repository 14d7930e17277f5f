// Fiches read to their end (docs/product.md#progress): kept on this device first (DEVICE.fichesRead), and sent
// to the account when one is signed in here — at once, or at the next sign-in, like anonymous quiz attempts.
import { useEffect, useState } from "react";
import { mergeFichesRead, withFicheRead, type FichesRead } from "../../../core/fiches-read";
import type { FicheRef } from "../../../core/pediment";
import { withoutStaleTopics, type ProgressByTopic } from "../../../core/progress";
import { request, type AnswerOf } from "../../api/client";
import type { action as recordRead } from "../../routes/api/progress-fiches";
import type { loader as progress } from "../../routes/api/progress";
import { DEVICE, read, remove, write } from "../../device/store";
import { useSession } from "../auth/session";

/** This device's fiches read, limited to modules the page knows (a removed module is left out). */
export function readLocalFichesRead(knownModules: ReadonlySet<string>): FichesRead {
  // Every entry that looks right is kept on the device; pages filter against the modules they know.
  return Object.fromEntries(Object.entries(read(DEVICE.fichesRead)).filter(([moduleId]) => knownModules.has(moduleId)));
}

/**
 * Called at the « Fiche terminée »: remembered here (for this page at least, where storage is refused), then sent to
 * the account if one is signed in.
 */
export async function markFicheRead(moduleId: string, signedIn: boolean): Promise<void> {
  write(DEVICE.fichesRead, withFicheRead(read(DEVICE.fichesRead), moduleId, new Date()));
  write(DEVICE.fichesReadToSend, true);
  if (signedIn) await sendPendingFichesRead();
}

/** Sends this device's fiches to the signed-in account when some have not been sent; the note stays on failure. */
export async function sendPendingFichesRead(): Promise<void> {
  if (!read(DEVICE.fichesReadToSend)) return;
  const moduleIds = Object.keys(read(DEVICE.fichesRead));
  if (moduleIds.length === 0) return;
  const result = await request<AnswerOf<typeof recordRead>>("/api/progress/fiches", { json: { moduleIds } });
  // A module removed from the content since it was read makes the server refuse the list: it is dropped here too.
  // Sending again is harmless.
  if (result.ok || result.status === 400) remove(DEVICE.fichesReadToSend);
}

/**
 * What the reader has done with some fiches, for a page's marks and pediments: this device's fiches read and quiz
 * progress at once, then, once a member's session is ready, the account's (its progress replaces the device's, its
 * fiches join them). Null until the page runs in the browser (the prerendered page cannot know).
 */
export function useLearnerProgress(fiches: readonly FicheRef[]) {
  const session = useSession();
  const [state, setState] = useState<{ fichesRead: FichesRead; progress: ProgressByTopic } | null>(null);
  const key = fiches.map((fiche) => `${fiche.moduleId}:${fiche.topicId}`).join(",");
  useEffect(() => {
    const modules = new Set(fiches.map((fiche) => fiche.moduleId));
    const topics = new Set(fiches.map((fiche) => fiche.topicId));
    const local = {
      fichesRead: readLocalFichesRead(modules),
      progress: withoutStaleTopics(read(DEVICE.progress), topics),
    };
    // Read once the page is in the browser: the server-rendered page has no access to this device's storage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(local);
    if (!session.accountReady) return;
    let current = true;
    void request<AnswerOf<typeof progress>>("/api/progress", { cache: "no-store" }).then((result) => {
      if (!current || !result.ok) return;
      const accountFiches = Object.fromEntries(
        Object.entries(result.data.fichesRead).filter(([moduleId]) => modules.has(moduleId)),
      );
      setState({
        fichesRead: mergeFichesRead(local.fichesRead, accountFiches),
        progress: withoutStaleTopics(result.data.progress, topics),
      });
    });
    return () => {
      current = false;
    };
    // The list's content, not its identity, decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, session.accountReady]);
  return state;
}
