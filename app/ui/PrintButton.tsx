import { Printer } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Button } from "./Button";

/** « Imprimer la fiche », « Imprimer le quiz »: the browser's print, laid out by the print stylesheet (app/app.css). */
export function PrintButton({ children, onBeforePrint }: { children: ReactNode; onBeforePrint?: () => void }) {
  return (
    <Button
      variant="secondary"
      onClick={() => {
        onBeforePrint?.();
        window.print();
      }}
    >
      <Printer aria-hidden="true" className="size-5" />
      {children}
    </Button>
  );
}

/** The address fragment that prints a fiche or a quiz on arrival: /enseignants links there (« Imprimer la fiche »). */
export const PRINT_HASH = "#imprimer";

/**
 * Prints the page once it is shown when its address ends with #imprimer, or when a link of the page itself leads
 * there (« Imprimer la séance… »): such a link changes only the fragment, so no new document is loaded.
 */
export function usePrintOnArrival() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const printIfAsked = () => {
      if (window.location.hash !== PRINT_HASH) return;
      history.replaceState(null, "", window.location.pathname + window.location.search);
      // After the first paint, so that the browser prints the page as it is laid out.
      clearTimeout(timer);
      timer = setTimeout(() => window.print(), 300);
    };
    printIfAsked();
    window.addEventListener("hashchange", printIfAsked);
    return () => {
      window.removeEventListener("hashchange", printIfAsked);
      clearTimeout(timer);
    };
  }, []);
}
