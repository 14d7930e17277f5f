import { Bookmark, BookmarkCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { useSession } from "../auth/session";
import { loadBookmarks, toggleBookmark, useBookmarks } from "./bookmarks-store";

const LABELS = {
  category: { off: "Enregistrer", on: "Enregistré" },
  module: { off: "Sauvegarder", on: "Sauvegardé" },
} as const;

export const SIGN_IN_REQUIRED = {
  title: "Connexion requise",
  description: "Vous devez être connecté pour ajouter des favoris.",
} as const;

/** Saves a category or a module to the signed-in member's favourites, showing whether it already is. */
export function BookmarkButton({ kind, bookmarkId }: { kind: keyof typeof LABELS; bookmarkId: string }) {
  const session = useSession();
  const bookmarks = useBookmarks();
  const [busy, setBusy] = useState(false);
  const userId = session.status === "signed-in" ? session.user.id : null;

  useEffect(() => {
    if (userId) void loadBookmarks(userId);
  }, [userId]);

  const saved = Boolean(userId) && bookmarks.items.some((item) => item.topicId === bookmarkId);
  const Icon = saved ? BookmarkCheck : Bookmark;

  async function onClick() {
    if (!userId) {
      toast.error(SIGN_IN_REQUIRED.title, { description: SIGN_IN_REQUIRED.description });
      return;
    }
    setBusy(true);
    await toggleBookmark(bookmarkId);
    setBusy(false);
  }

  return (
    <button
      type="button"
      data-bookmark-id={bookmarkId}
      aria-pressed={saved}
      // Until the session is known a click could only answer wrongly (« Connexion requise » to a member).
      disabled={busy || session.status === "loading"}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 font-semibold disabled:cursor-wait disabled:opacity-70 ${
        saved
          ? "border-brand-700 bg-brand-50 text-brand-800"
          : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {saved ? LABELS[kind].on : LABELS[kind].off}
    </button>
  );
}
