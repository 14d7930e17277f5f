import { Share2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../ui/Button";

export const LINK_COPIED = "Lien copié dans le presse-papier";

/**
 * Copies the page's address. Where the clipboard is not available (insecure context, refused permission) it uses
 * the system share sheet, and failing that shows the address selected in a field, ready to copy by hand.
 */
export function ShareButton({ title }: { title: string }) {
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  const fieldId = useId();

  async function share() {
    const url = window.location.href;
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED);
      return;
    } catch {
      // fall through to the other ways of sharing
    }
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === "AbortError") return;
      }
    }
    setManualUrl(url);
  }

  return (
    <div className="relative">
      <Button variant="secondary" size="md" onClick={share}>
        <Share2 aria-hidden="true" className="size-4" />
        Partager
      </Button>
      {manualUrl ? <ManualCopy id={fieldId} url={manualUrl} onClose={() => setManualUrl(null)} /> : null}
    </div>
  );
}

function ManualCopy({ id, url, onClose }: { id: string; url: string; onClose: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="absolute top-full right-0 z-30 mt-2 w-80 max-w-[90vw] rounded-xl border border-border bg-surface p-4 shadow-lg">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        Copiez l’adresse de cette page
      </label>
      <input
        ref={field}
        id={id}
        readOnly
        value={url}
        onKeyDown={(event) => event.key === "Escape" && onClose()}
        className="mt-2 w-full rounded-md border border-border-strong px-3 py-2 text-sm"
      />
      <Button variant="ghost" size="sm" className="mt-3" onClick={onClose}>
        <X aria-hidden="true" className="size-4" />
        Fermer
      </Button>
    </div>
  );
}
