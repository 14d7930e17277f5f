import { fr } from "../../ui/FrenchText";
import { programmeTablePath, type ProgrammeView } from "./programme-view";

/**
 * « Au programme : … » (issue 38): the headings a fiche or a quiz serves, in one line, each linked to its row of the
 * programme table on /enseignants, with its status at the bac; then, when one of them is no longer assessed, the
 * sentence that says so and what the content serves instead. Printed with the page.
 */
export function ProgrammeLine({
  programme,
  note,
  className = "",
}: {
  programme: readonly ProgrammeView[];
  note?: string;
  className?: string;
}) {
  if (!programme.length) return null;
  return (
    <div data-programme className={`text-sm text-fg-muted ${className}`}>
      <p>
        <span className="font-semibold text-fg">Au programme :</span>{" "}
        {programme.map((row, index) => (
          <span key={row.id}>
            {index > 0 ? " ; " : null}
            <a
              href={programmeTablePath(row.id)}
              className="underline underline-offset-2 hover:text-primary-stronger hover:no-underline"
            >
              {row.discipline}, {row.niveau} : {fr(`« ${row.heading} »`)}
            </a>{" "}
            ({row.status})
          </span>
        ))}
      </p>
      {note ? <p className="mt-1">{fr(note)}</p> : null}
    </div>
  );
}
