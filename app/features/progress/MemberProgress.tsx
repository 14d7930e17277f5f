import { useEffect, useState } from "react";
import { mergeFichesRead, type FichesRead } from "../../../core/fiches-read";
import { withoutStaleTopics, type ProgressByTopic, type ProgressTopic } from "../../../core/progress";
import { readLocalFichesRead } from "./fiches-read";
import { DEVICE, read, write } from "../../device/store";
import { PROGRESS_TEXTS, ProgressView } from "./ProgressView";

/**
 * A member's progress as the server read it for this page (`account`, null when it could not); the fiches this
 * device read join it once the page runs here (they are sent to the account in the background). If the account's
 * progress could not be read, what this browser holds, said so.
 */
export function MemberProgress({
  topics,
  account,
}: {
  topics: readonly ProgressTopic[];
  account: { progress: ProgressByTopic; fichesRead: FichesRead } | null;
}) {
  const [device, setDevice] = useState<{ progress: ProgressByTopic; fichesRead: FichesRead } | null>(null);
  useEffect(() => {
    // Read once the page is in the browser: the server-rendered page has no access to this device's storage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDevice({
      progress: read(DEVICE.progress),
      fichesRead: readLocalFichesRead(new Set(topics.map((topic) => topic.moduleId))),
    });
  }, [topics]);

  if (!account) {
    const known = new Set(topics.map((topic) => topic.topicId));
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-lg bg-danger-soft p-3 font-medium text-danger-stronger">
          {PROGRESS_TEXTS.failed}
        </p>
        <p className="text-sm text-fg-muted">Voici la progression enregistrée sur cet appareil :</p>
        <ProgressView
          progress={withoutStaleTopics(device?.progress ?? {}, known)}
          fichesRead={device?.fichesRead ?? {}}
          topics={topics}
        />
      </div>
    );
  }
  const fichesRead = device ? mergeFichesRead(device.fichesRead, account.fichesRead) : account.fichesRead;
  return <ProgressView progress={account.progress} fichesRead={fichesRead} topics={topics} />;
}

/** What a visitor has done on this device, from 'userProgress' (records of removed topics are dropped). */
export function useLocalProgress(topics: readonly ProgressTopic[]): ProgressByTopic | null {
  const [progress, setProgress] = useState<ProgressByTopic | null>(null);
  useEffect(() => {
    const known = new Set(topics.map((topic) => topic.topicId));
    const local = read(DEVICE.progress);
    const kept = withoutStaleTopics(local, known);
    if (Object.keys(kept).length !== Object.keys(local).length) {
      // Deleting stale records is best effort: a refused write is ignored.
      write(DEVICE.progress, kept);
    }
    // Read once the page is in the browser: the server-rendered page has no access to this device's storage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setProgress(kept);
  }, [topics]);
  return progress;
}
