import type { ReactNode } from "react";
import { FormAlert } from "../../ui/form/Field";
import { useClassResults, type ClassResults } from "./use-class-results";

/** A session's results, kept current, given to `children` once loaded; the loading line or the refusal until then. */
export function ClassResultsGate({
  sessionId,
  large = false,
  children,
}: {
  sessionId: string;
  /** The projected view's large type. */
  large?: boolean;
  children: (results: ClassResults) => ReactNode;
}) {
  const state = useClassResults(sessionId);
  if (state.status === "ready") return children(state.results);
  return (
    <div className={`mt-6 ${large ? "text-2xl" : ""}`}>
      {state.status === "loading" ? (
        <p role="status" className="text-slate-700">
          Chargement de la séance...
        </p>
      ) : (
        <FormAlert>{state.message}</FormAlert>
      )}
    </div>
  );
}
