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

/** Prints the page once it is shown when its address ends with #imprimer. */
export function usePrintOnArrival() {
  useEffect(() => {
    if (window.location.hash !== PRINT_HASH) return;
    history.replaceState(null, "", window.location.pathname + window.location.search);
    // After the first paint, so that the browser prints the page as it is laid out.
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, []);
}
