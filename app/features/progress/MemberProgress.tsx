import { useEffect, useState } from "react";
import { mergeFichesRead, type FichesRead } from "../../../core/fiches-read";
import { withoutStaleTopics, type ProgressByTopic, type ProgressTopic } from "../../../core/progress";
import { api, request } from "../../api/client";
import { readLocalFichesRead } from "./fiches-read";
import { readLocalProgress, writeLocalProgress } from "./local-progress";
import { PROGRESS_TEXTS, ProgressView } from "./ProgressView";

type Load =
  | { status: "loading" }
  | { status: "ready"; progress: ProgressByTopic; fichesRead: FichesRead }
  | { status: "failed"; local: ProgressByTopic; localFiches: FichesRead };

/** A member's progress from the server; if it cannot be read, what this browser holds, said so. */
export function MemberProgress({ topics, ready }: { topics: readonly ProgressTopic[]; ready: boolean }) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  useEffect(() => {
    if (!ready) return;
    let current = true;
    void request(() => api.progress.$get(undefined, { init: { cache: "no-store" } })).then((result) => {
      if (!current) return;
      // The fiches this device read join the account's at once (they are sent to it in the background).
      const localFiches = readLocalFichesRead(new Set(topics.map((topic) => topic.moduleId)));
      setLoad(
        result.ok
          ? {
              status: "ready",
              progress: result.data.progress,
              fichesRead: mergeFichesRead(localFiches, result.data.fichesRead),
            }
          : { status: "failed", local: readLocalProgress(), localFiches },
      );
    });
    return () => {
      current = false;
    };
  }, [ready, topics]);

  if (load.status === "loading") return <p role="status">{PROGRESS_TEXTS.loading}</p>;
  if (load.status === "failed") {
    const known = new Set(topics.map((topic) => topic.topicId));
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {PROGRESS_TEXTS.failed}
        </p>
        <p className="text-sm text-slate-700">Voici la progression enregistrée sur cet appareil :</p>
        <ProgressView progress={withoutStaleTopics(load.local, known)} fichesRead={load.localFiches} topics={topics} />
      </div>
    );
  }
  return <ProgressView progress={load.progress} fichesRead={load.fichesRead} topics={topics} />;
}

/** What a visitor has done on this device, from 'userProgress' (records of removed topics are dropped). */
export function useLocalProgress(topics: readonly ProgressTopic[]): ProgressByTopic | null {
  const [progress, setProgress] = useState<ProgressByTopic | null>(null);
  useEffect(() => {
    const known = new Set(topics.map((topic) => topic.topicId));
    const local = readLocalProgress();
    const kept = withoutStaleTopics(local, known);
    if (Object.keys(kept).length !== Object.keys(local).length) {
      // Deleting stale records is best effort: a refused write is ignored.
      writeLocalProgress(kept);
    }
    // Read once the page is in the browser: the server-rendered page has no access to this device's storage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setProgress(kept);
  }, [topics]);
  return progress;
}
