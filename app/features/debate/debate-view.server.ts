// What a debate map's pages receive as loader data: the map with every source id resolved to its name, link and date,
// and every fact linked to the slide that explains it. Server only: the browser gets data, not the registry.
import {
  oldestStatusDate,
  positionExpressedOn,
  positionIsDated,
  questionCoverage,
  statusIsStale,
} from "../../../content/debate-rules";
import { HOW_WE_SEARCH } from "../../../content/debate-search";
import { POLITICAL_FAMILIES, POLITICAL_FAMILY_NAMES, type Source } from "../../../content/schema";
import { reviewIsOld, sourceLink } from "../../../core/sources";
import { absoluteUrl } from "../../config/seo";
import { formatFrenchDate, formatMonthYear, formatPartialFrenchDate, publishedPhrase } from "../../ui/french-date";
import type { ListedSource } from "../../ui/SourceList";
import { findDebateEntry } from "../content/content.server";

export type DebateSource = ListedSource & { id: string; publisher: string };

function sourceView(source: Source): DebateSource {
  return {
    ...sourceLink(source),
    id: source.id,
    publisher: source.publisher,
    published: publishedPhrase(source.publishedAt),
  };
}

/** « au 30 décembre 2025 », « en décembre 2025 »: as precise as the source dates it. */
const statusPhrase = (date: string) => `${date.length === 10 ? "au" : "en"} ${formatPartialFrenchDate(date)}`;

export function debateView(categoryId: string) {
  const entry = findDebateEntry(categoryId);
  if (!entry) return undefined;
  const { map, category } = entry;
  const sources = new Map(entry.sources.map((source) => [source.id, sourceView(source)]));
  const cite = (id: string): DebateSource => {
    const source = sources.get(id);
    // The validator refuses a map that cites a source of neither the map nor its modules: not with checked content.
    if (!source) throw new Error(`debate map ${map.topicId}: unknown source « ${id} »`);
    return source;
  };
  return {
    topicId: map.topicId,
    category: { id: category.id, name: category.name, icon: category.icon },
    categoryPath: entry.categoryPath,
    path: entry.path,
    projectionPath: entry.projectionPath,
    address: absoluteUrl(entry.path),
    reviewedAt: map.reviewedAt,
    reviewedOn: formatFrenchDate(map.reviewedAt, { timeZone: "UTC" }),
    // « État des lieux au … »: the oldest « Où en est-on ? », apart from the date positions were checked (issue 47).
    statesOfPlay: { date: oldestStatusDate(map), on: statusPhrase(oldestStatusDate(map)) },
    // At build time for the prerendered page; the page checks again in the browser (ReviewNotice), like a fiche.
    reviewWasOld: reviewIsOld(map.reviewedAt, new Date()),
    intro: map.intro,
    established: map.established.map((fact) => ({
      id: fact.id,
      statement: fact.statement,
      source: cite(fact.source),
      explainedIn: { ...entry.explainedIn.get(fact.id)!, slide: fact.slide },
    })),
    questions: map.questions.map((question) => ({
      id: question.id,
      question: question.question,
      positions: question.positions.map((position) => ({
        id: position.id,
        formerIds: position.formerIds,
        label: position.label,
        holders: position.holders.map((holder) => ({
          name: holder.name,
          kind: holder.kind,
          date: formatPartialFrenchDate(holder.date),
          source: cite(holder.source),
        })),
        // For the overview: the families its holders speak for, then the other holders by their short name.
        mainHolders: [
          ...new Set([
            ...POLITICAL_FAMILIES.filter((family) =>
              position.holders.some((holder) => holder.families?.includes(family)),
            ).map((family) => POLITICAL_FAMILY_NAMES[family]),
            ...position.holders
              .filter((holder) => !holder.families?.length)
              .map((holder) => holder.name.split(" (")[0]!.split(",")[0]!.trim()),
          ]),
        ],
        // « Position exprimée en novembre 2024 »: its newest source is more than 12 months older than the review.
        expressedIn: positionIsDated(position, map.reviewedAt)
          ? formatMonthYear(positionExpressedOn(position))
          : undefined,
        argument: position.argument,
        objection: { text: position.objection.text, source: cite(position.objection.source) },
      })),
      evidence:
        "source" in question.evidence
          ? { kind: "figures" as const, text: question.evidence.text, source: cite(question.evidence.source) }
          : { kind: "missing" as const, text: question.evidence.missing },
      coverage: questionCoverage(question).map((line) => ({
        family: line.family,
        name: POLITICAL_FAMILY_NAMES[line.family],
        ...(line.kind === "holds"
          ? {
              kind: line.kind,
              positions: line.positions.map((id) => question.positions.find((position) => position.id === id)!.label),
            }
          : line.kind === "not-found"
            ? {
                kind: line.kind,
                searchedOn: formatFrenchDate(line.searchedOn, { timeZone: "UTC" }),
                searchedIn: line.searchedIn ?? [],
              }
            : { kind: line.kind }),
      })),
      status: {
        text: question.status.text,
        // « état au 30 décembre 2025 », « état en décembre 2025 »: as precise as the source dates it.
        date: statusPhrase(question.status.date),
        // « À actualiser »: six months or more older than the map's review.
        stale: statusIsStale(question, map.reviewedAt),
        source: cite(question.status.source),
      },
    })),
    sources: [...sources.values()],
    // « Comment nous cherchons »: where each empty cell was searched (issue 47).
    howWeSearch: HOW_WE_SEARCH,
  };
}

export type DebateQuestionView = NonNullable<ReturnType<typeof debateView>>["questions"][number];
