import { useSyncExternalStore } from "react";
import { toast } from "sonner";

export type Bookmark = {
  id: string;
  topicId: string;
  topicTitle: string;
  topicCategory: string;
  path: string;
  createdAt: string;
};
type State = { status: "idle" | "loading" | "ready" | "error"; items: Bookmark[]; forUser: string | null };

export const BOOKMARK_TOASTS = {
  added: "Ajouté aux favoris",
  removed: "Favori supprimé",
  failedTitle: "Erreur",
  failedDescription: "Impossible de modifier les favoris.",
} as const;

// One list per page, shared by every button and the profile tab.
let state: State = { status: "idle", items: [], forUser: null };
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  for (const listener of listeners) listener();
};

export function useBookmarks(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Loads the member's favourites once per page (again after a change of account). Failures are only logged (SPEC §8). */
export async function loadBookmarks(userId: string): Promise<void> {
  if (state.forUser === userId && state.status !== "error") return;
  set({ status: "loading", items: [], forUser: userId });
  try {
    const response = await fetch("/api/bookmarks", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { bookmarks } = (await response.json()) as { bookmarks: Bookmark[] };
    set({ status: "ready", items: bookmarks, forUser: userId });
  } catch (error) {
    console.error("Impossible de charger les favoris.", error);
    set({ status: "error", items: [], forUser: userId });
  }
}

/** SPEC §4: saved → delete it ('Favori supprimé'); otherwise save it ('Ajouté aux favoris'). */
export async function toggleBookmark(topicId: string): Promise<void> {
  const existing = state.items.find((item) => item.topicId === topicId);
  try {
    if (existing) {
      const response = await fetch(`/api/bookmarks/${encodeURIComponent(topicId)}`, {
        method: "DELETE",
        credentials: "same-origin",
      });
      if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status}`);
      set({ ...state, items: state.items.filter((item) => item.topicId !== topicId) });
      toast.success(BOOKMARK_TOASTS.removed);
    } else {
      const response = await fetch("/api/bookmarks", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ topicId }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { bookmark } = (await response.json()) as { bookmark: Bookmark };
      set({ ...state, items: [bookmark, ...state.items.filter((item) => item.topicId !== topicId)] });
      toast.success(BOOKMARK_TOASTS.added);
    }
  } catch {
    toast.error(BOOKMARK_TOASTS.failedTitle, { description: BOOKMARK_TOASTS.failedDescription });
  }
}
