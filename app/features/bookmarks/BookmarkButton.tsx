import { Bookmark, BookmarkCheck } from "lucide-react";
import { toast } from "sonner";

const LABELS = {
  category: { off: "Enregistrer", on: "Enregistré" },
  module: { off: "Sauvegarder", on: "Sauvegardé" },
} as const;

export const SIGN_IN_REQUIRED = {
  title: "Connexion requise",
  description: "Vous devez être connecté pour ajouter des favoris.",
} as const;

/**
 * Saves a category or a module to the signed-in person's favourites. Accounts do not exist yet (issue 5):
 * everybody is signed out, and a click says that favourites need an account.
 */
export function BookmarkButton({ kind, bookmarkId }: { kind: keyof typeof LABELS; bookmarkId: string }) {
  const saved = false;
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      data-bookmark-id={bookmarkId}
      aria-pressed={saved}
      onClick={() => toast.error(SIGN_IN_REQUIRED.title, { description: SIGN_IN_REQUIRED.description })}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
    >
      <Icon aria-hidden="true" className="size-4" />
      {saved ? LABELS[kind].on : LABELS[kind].off}
    </button>
  );
}
