import type { ReactNode } from "react";
import { useBrowserValue } from "../../ui/browser-value";
import type { ClassResults } from "./use-class-results";

/**
 * The code, the address and the QR code a class types or scans to join, large enough to be projected (the QR code
 * scanned from the back of the room); `children` under the address (the projected lobby's list of who has joined).
 */
export function JoinPanel({ session, children }: { session: ClassResults["session"]; children?: ReactNode }) {
  // The address to type is the one this page was reached at.
  const origin = useBrowserValue(() => window.location.origin, "");
  const joinUrl = `${origin}${session.joinPath}`;
  return (
    <section
      aria-label="Rejoindre la séance"
      className="mt-6 grid items-center gap-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:grid-cols-[1fr_auto]"
    >
      <div>
        <p className="text-lg font-semibold text-fg-muted">Code de la séance</p>
        {/* On a phone its size follows the screen's width: at 320 px the six letters ran off the page (RGAA 10.11). */}
        <p className="font-mono text-[min(3.75rem,14vw)] font-bold tracking-[0.2em] text-fg sm:text-7xl">
          <span data-class-code aria-hidden="true">
            {session.code}
          </span>
          {/* Letter by letter for a screen reader: a paragraph's aria-label is neither valid (RGAA 8.2) nor read. */}
          <span className="sr-only">{session.code.split("").join(" ")}</span>
        </p>
        <p className="mt-3 text-lg text-fg-soft">
          Les élèves vont sur <strong className="break-all">{joinUrl}</strong>
          <span className="block text-base text-fg-subtle">
            ou sur la page « Rejoindre une séance » en tapant le code.
          </span>
        </p>
        {children}
      </div>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(session.qrSvg)}`}
        alt={`QR code de l’adresse ${joinUrl}`}
        className="size-48 justify-self-center rounded-lg border border-border bg-surface p-2 lg:size-72"
      />
    </section>
  );
}
