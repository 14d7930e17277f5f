import { Bookmark, BookmarkCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../ui/Button";
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
    <Button
      variant="secondary"
      size="md"
      data-bookmark-id={bookmarkId}
      aria-pressed={saved}
      // Until the session is known a click could only answer wrongly (« Connexion requise » to a member).
      disabled={busy || session.status === "loading"}
      onClick={onClick}
      // Saved, it stays pressed: brand border and tint (aria-pressed carries the same for screen readers).
      className="aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-strong"
    >
      <Icon aria-hidden="true" className="size-4" />
      {saved ? LABELS[kind].on : LABELS[kind].off}
    </Button>
  );
}
