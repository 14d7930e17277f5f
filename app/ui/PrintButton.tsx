import { Printer } from "lucide-react";
import type { ReactNode } from "react";
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
