import { X } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { splitAtOccurrences, type GlossaryCard, type TermOccurrence } from "../../../core/glossary";
import { fr } from "../../ui/FrenchText";
import { SourceName } from "../../ui/SourceNote";
import { frenchTypography, gluedAround } from "../../ui/typography";

/** The glossary cards a page received, by term id. */
export type GlossaryCards = Readonly<Record<string, GlossaryCard>>;

/**
 * A word of a slide that opens its definition. The definition is a native popover (the HTML `popover` attribute)
 * right after the word: it works without JavaScript and ships none. The browser tells screen readers whether it is
 * open, opens it with Enter or Space, closes it with Escape or a tap outside, and gives the focus back to the word
 * (docs/decisions/021-glossary-as-native-popovers.md).
 */
export function GlossaryTerm({ text, card, popoverId }: { text: string; card: GlossaryCard; popoverId: string }) {
  const titleId = `${popoverId}-titre`;
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        data-glossary-term={card.id}
        aria-label={`${text} (définition)`}
        className="glossary-term"
      >
        {fr(text)}
      </button>
      {/* On paper the word, not a button (the print stylesheet hides buttons): the sentence keeps it. */}
      <span className="hidden print:inline">{fr(text)}</span>
      <span id={popoverId} popover="auto" role="dialog" aria-labelledby={titleId} className="glossary-popover">
        <span className="flex items-start justify-between gap-3">
          <span id={titleId} className="block pt-1 text-lg font-bold text-fg">
            {fr(card.term)}
          </span>
          <button
            type="button"
            popoverTarget={popoverId}
            popoverTargetAction="hide"
            aria-label="Fermer la définition"
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg-subtle hover:bg-surface-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </span>
        <span className="mt-1 block text-base leading-relaxed text-fg-soft">{fr(card.definition)}</span>
        <span className="mt-3 block text-sm text-fg-subtle">
          {fr("Source de la définition :")}{" "}
          <a
            href={card.source.url}
            rel="noopener noreferrer"
            className="underline underline-offset-2 hover:no-underline"
          >
            <SourceName source={card.source} />
          </a>
        </span>
        <Link
          to={`/glossaire#${card.id}`}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-stronger"
        >
          Voir le glossaire
        </Link>
      </span>
    </>
  );
}

/**
 * Renders a slide's texts (paragraphs, then points, as counted by `occurrences`) with each term's first occurrence as
 * a GlossaryTerm; the other texts as French typography sets them. `idPrefix` keeps popover ids unique in the page.
 */
export function glossaryText(
  occurrences: readonly (TermOccurrence & { text: number })[] | undefined,
  cards: GlossaryCards | undefined,
  idPrefix: string,
): (text: string, index: number) => ReactNode {
  return (text, index) => {
    const here = (occurrences ?? []).filter((occurrence) => occurrence.text === index && cards?.[occurrence.termId]);
    if (!cards || here.length === 0) return fr(text);
    const parts = splitAtOccurrences(text, here).map((part) =>
      typeof part === "string" ? frenchTypography(part) : part,
    );
    const nodes: ReactNode[] = [];
    // The text met but not yet written: what touches the next term goes with it.
    let pending = "";
    for (let position = 0; position < parts.length; position++) {
      const part = parts[position]!;
      if (typeof part === "string") {
        pending += part;
        continue;
      }
      const following = parts[position + 1];
      const { before, after } = gluedAround(pending, typeof following === "string" ? following : "");
      if (before[0]) nodes.push(<Fragment key={`${position}-before`}>{fr(before[0])}</Fragment>);
      nodes.push(
        // The no-break spaces of French typography hold on either side of the term (« asile »).
        <span key={position} className="whitespace-nowrap">
          {before[1] ? fr(before[1]) : null}
          <GlossaryTerm text={part.text} card={cards[part.termId]!} popoverId={`${idPrefix}-${part.termId}`} />
          {after[0] ? fr(after[0]) : null}
        </span>,
      );
      pending = after[1];
      if (typeof following === "string") position++;
    }
    if (pending) nodes.push(<Fragment key="end">{fr(pending)}</Fragment>);
    return nodes;
  };
}

/**
 * Closes the definitions open inside `root`: a slide that turns (arrow keys) must not leave its definition floating
 * over the next one. Browsers without popovers have none open.
 */
export function closeGlossaryPopovers(root: HTMLElement | null) {
  if (!root || typeof root.querySelectorAll !== "function") return;
  let open: NodeListOf<HTMLElement>;
  try {
    open = root.querySelectorAll<HTMLElement>(":popover-open");
  } catch {
    return;
  }
  for (const element of open) element.hidePopover();
}
