import type { DebateQuestionView, DebateSource } from "./debate-view.server";
import { fr } from "../../ui/FrenchText";
import { SourceName } from "../../ui/SourceNote";

/** A cited source, named by its publisher and title, with its date: the link carries the whole name. */
export function SourceCite({ source }: { source: DebateSource }) {
  return (
    <p className="text-sm text-fg-subtle">
      Source :{" "}
      <a
        href={source.url}
        rel="noopener noreferrer"
        className="font-medium text-primary underline underline-offset-2 hover:text-primary-stronger"
      >
        <SourceName source={source} />
      </a>
      , {source.published}
    </p>
  );
}

/**
 * One position of a question: who holds it, their argument, the objection it meets. Every position has the same
 * layout, the same colours and the same weight: the page never marks a side.
 */
export function PositionCard({ position }: { position: DebateQuestionView["positions"][number] }) {
  const sub = "text-sm font-semibold tracking-wide text-fg-subtle uppercase";
  return (
    <div data-position className="flex flex-col gap-3 rounded-2xl border border-border-strong bg-surface p-5">
      <h4 className="text-xl font-bold text-fg">{fr(position.label)}</h4>
      {position.expressedIn ? (
        <p data-expressed-in className="text-sm font-semibold text-fg-muted">
          Position exprimée en {position.expressedIn}
        </p>
      ) : null}
      <div>
        <h5 className={sub}>Qui la défend</h5>
        <HolderList holders={position.holders} />
      </div>
      <div>
        <h5 className={sub}>Leur argument</h5>
        <p className="mt-0.5 leading-relaxed text-fg-soft">{fr(position.argument)}</p>
      </div>
      <div className="border-t border-border pt-3">
        <h5 className={sub}>L’objection principale</h5>
        <p className="mt-0.5 leading-relaxed text-fg-soft">{fr(position.objection.text)}</p>
        <SourceCite source={position.objection.source} />
      </div>
    </div>
  );
}

/** Who holds a position: each holder's name, kind and date, linked to the record of what they said. */
export function HolderList({ holders }: { holders: DebateQuestionView["positions"][number]["holders"] }) {
  return (
    <ul className="mt-1 space-y-1">
      {holders.map((holder) => (
        <li key={holder.name + holder.source.id}>
          <span className="font-semibold text-fg">{fr(holder.name)}</span>{" "}
          <span className="text-fg-subtle">
            ({holder.kind}, {holder.date}
            {" — "}
            <a
              href={holder.source.url}
              rel="noopener noreferrer"
              className="text-primary underline underline-offset-2 hover:text-primary-stronger"
            >
              {fr(holder.source.publisher)}
              <span className="sr-only">
                {" : "}
                <SourceName source={holder.source} />
              </span>
            </a>
            )
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the figures say about a question, or plainly that they do not settle it. */
export function Evidence({ evidence }: { evidence: DebateQuestionView["evidence"] }) {
  return (
    <div data-evidence className="rounded-2xl bg-surface-muted p-5">
      <h4 className="text-lg font-bold text-fg">
        {evidence.kind === "figures" ? "Ce que disent les chiffres" : "Ce que les chiffres ne tranchent pas"}
      </h4>
      <p className="mt-2 leading-relaxed text-fg-soft">{fr(evidence.text)}</p>
      {evidence.kind === "figures" ? <SourceCite source={evidence.source} /> : null}
    </div>
  );
}

/**
 * « Où en est-on ? »: what is voted, promulgated, in force or pending on the map's review date, so that a past vote is
 * never read as the last word.
 */
export function DebateStatus({ status }: { status: DebateQuestionView["status"] }) {
  return (
    <div data-status className="rounded-2xl border border-border-strong bg-surface p-5">
      <h4 className="text-lg font-bold text-fg">
        Où en est-on ?
        {status.stale ? (
          <span className="ml-2 rounded-full border border-border-strong px-2 py-0.5 text-sm font-semibold text-fg-soft">
            À actualiser
          </span>
        ) : null}
      </h4>
      <p className="mt-2 leading-relaxed text-fg-soft">
        {fr(status.text)} <span className="text-fg-subtle">(état {status.date})</span>
      </p>
      <SourceCite source={status.source} />
    </div>
  );
}

/**
 * The coverage line of a question: where each main political family stands — the positions its holders hold, or
 * « pas de position publique trouvée » with the date searched (docs/editorial.md#how-a-map-stays-neutral). A family not yet searched for is
 * said so, never left out.
 */
export function CoverageLine({ coverage }: { coverage: DebateQuestionView["coverage"] }) {
  return (
    <div data-coverage className="rounded-2xl border border-border bg-surface p-4 text-sm text-fg-soft">
      <p className="font-semibold text-fg">Où se placent les grandes familles politiques</p>
      <ul className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {coverage.map((line) => (
          <li key={line.family} data-family={line.family}>
            <span className="font-semibold">{fr(line.name)}</span> :{" "}
            {line.kind === "holds" ? (
              fr(line.positions.join(" ; "))
            ) : line.kind === "not-found" ? (
              <>
                pas de position publique trouvée dans une source citable (recherche du {line.searchedOn}
                {line.searchedIn.length ? ` : ${fr(line.searchedIn.join(" ; "))}` : ""},{" "}
                <a href="#comment-nous-cherchons" className="underline underline-offset-2">
                  comment nous cherchons
                </a>
                )
              </>
            ) : (
              "pas encore recherchée pour cette carte"
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
