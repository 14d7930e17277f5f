import { Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../ui/Button";
import { formatFrenchDate } from "../../ui/french-date";
import { fr } from "../../ui/FrenchText";
import { toggleBookmark, useBookmarks } from "./bookmarks-store";

export const NO_FAVORITES =
  "Vous n’avez pas encore d’articles favoris. Explorez nos thématiques et enregistrez les articles qui vous intéressent.";

export function FavoritesList() {
  const { status, items } = useBookmarks();
  const container = useRef<HTMLDivElement>(null);
  // The removed item's button disappears with it: keyboard users land on the next one, or on the empty message.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = container.current?.querySelectorAll<HTMLElement>("[data-remove]") ?? [];
    const target = buttons.length
      ? buttons[Math.min(index, buttons.length - 1)]
      : container.current?.querySelector<HTMLElement>("[data-empty]");
    target?.focus();
  }, [items]);

  if (status === "loading" || status === "idle") return <p role="status">Chargement de vos favoris...</p>;
  return (
    <div ref={container}>
      {items.length === 0 ? (
        <p data-empty tabIndex={-1} className="rounded-xl bg-surface-muted p-5 text-fg-muted">
          {NO_FAVORITES}
        </p>
      ) : (
        <ul className="space-y-3">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4"
            >
              <div>
                <Link to={item.path} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {fr(item.topicTitle)}
                </Link>
                <p className="text-sm text-fg-subtle">Ajouté le {formatFrenchDate(item.createdAt)}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                data-remove
                onClick={() => {
                  focusAfterRemoval.current = index;
                  void toggleBookmark(item.topicId);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Retirer<span className="sr-only"> {item.topicTitle} des favoris</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
