import { useEffect, useState } from "react";
import { readLocalProgress, type LocalProgress } from "./local-progress";
import { PROGRESS_TEXTS, ProgressView } from "./ProgressView";
import { withoutStaleTopics, type ProgressTopic } from "./progress";

type Load =
  { status: "loading" } | { status: "ready"; progress: LocalProgress } | { status: "failed"; local: LocalProgress };

/** A member's progress from the server; if it cannot be read, what this browser holds, said so. */
export function MemberProgress({ topics, ready }: { topics: readonly ProgressTopic[]; ready: boolean }) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  useEffect(() => {
    if (!ready) return;
    let current = true;
    fetch("/api/progress", { credentials: "same-origin", cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { progress } = (await response.json()) as { progress: LocalProgress };
        if (current) setLoad({ status: "ready", progress });
      })
      .catch(() => current && setLoad({ status: "failed", local: readLocalProgress() }));
    return () => {
      current = false;
    };
  }, [ready]);

  if (load.status === "loading") return <p role="status">{PROGRESS_TEXTS.loading}</p>;
  if (load.status === "failed") {
    const known = new Set(topics.map((topic) => topic.topicId));
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {PROGRESS_TEXTS.failed}
        </p>
        <p className="text-sm text-slate-700">Voici la progression enregistrée sur cet appareil :</p>
        <ProgressView progress={withoutStaleTopics(load.local, known)} topics={topics} />
      </div>
    );
  }
  return <ProgressView progress={load.progress} topics={topics} />;
}

/** What a visitor has done on this device, from 'userProgress' (records of removed topics are dropped). */
export function useLocalProgress(topics: readonly ProgressTopic[]): LocalProgress | null {
  const [progress, setProgress] = useState<LocalProgress | null>(null);
  useEffect(() => {
    const known = new Set(topics.map((topic) => topic.topicId));
    const local = readLocalProgress();
    const kept = withoutStaleTopics(local, known);
    if (Object.keys(kept).length !== Object.keys(local).length) {
      try {
        localStorage.setItem("userProgress", JSON.stringify(kept));
      } catch {
        // Deleting stale records is best effort (SPEC §8: failures are ignored).
      }
    }
    // Read once the page is in the browser: the server-rendered page has no access to this device's storage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setProgress(kept);
  }, [topics]);
  return progress;
}
