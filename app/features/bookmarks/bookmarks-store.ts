import { useSyncExternalStore } from "react";
import { toast } from "sonner";
import { request, type AnswerOf } from "../../api/client";
import type { action as add, loader as list } from "../../routes/api/bookmarks";

export type Bookmark = AnswerOf<typeof list>["bookmarks"][number];
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
// The list being loaded, if it is: a tap made meanwhile waits for it, so that it knows whether the item is saved and
// the list that arrives does not undo the tap (it was asked for before the tap's change reached the server).
let loading: Promise<void> | null = null;
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

/**
 * Loads the member's favourites once per page (again after a change of account). Failures are only logged
 * (docs/product.md#favourites).
 */
export async function loadBookmarks(userId: string): Promise<void> {
  if (state.forUser === userId && state.status !== "error") return loading ?? undefined;
  set({ status: "loading", items: [], forUser: userId });
  loading = (async () => {
    const result = await request<AnswerOf<typeof list>>("/api/bookmarks", { cache: "no-store" });
    if (result.ok) {
      set({ status: "ready", items: result.data.bookmarks, forUser: userId });
    } else {
      console.error("Impossible de charger les favoris.", result.message);
      set({ status: "error", items: [], forUser: userId });
    }
  })();
  try {
    await loading;
  } finally {
    loading = null;
  }
}

/** docs/product.md#favourites: saved → delete it ('Favori supprimé'); otherwise save it ('Ajouté aux favoris'). */
export async function toggleBookmark(topicId: string): Promise<void> {
  if (loading) await loading;
  const existing = state.items.find((item) => item.topicId === topicId);
  if (existing) {
    const result = await request(`/api/bookmarks/${encodeURIComponent(topicId)}`, { method: "DELETE" });
    // Already gone on the server (another tab): the list catches up.
    if (result.ok || result.status === 404) {
      set({ ...state, items: state.items.filter((item) => item.topicId !== topicId) });
      toast.success(BOOKMARK_TOASTS.removed);
      return;
    }
  } else {
    const result = await request<AnswerOf<typeof add>>("/api/bookmarks", { json: { topicId } });
    if (result.ok) {
      const { bookmark } = result.data;
      set({ ...state, items: [bookmark, ...state.items.filter((item) => item.topicId !== topicId)] });
      toast.success(BOOKMARK_TOASTS.added);
      return;
    }
  }
  toast.error(BOOKMARK_TOASTS.failedTitle, { description: BOOKMARK_TOASTS.failedDescription });
}
