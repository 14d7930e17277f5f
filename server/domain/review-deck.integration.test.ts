// A content edit removes or renames a question that devices hold as « Mes révisions » cards (decision 043). The
// content is edited here as an editor would: the climat fiche's quiz loses its second question and its third is
// renamed. A device whose deck was written before the edit syncs: the server takes its other cards, drops and names
// the two, and the device drops them in turn. The domain functions are tested, not their HTTP door
// (tests/integration/review.integration.test.ts does that), so that this holds wherever the door moves.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mergeAccountDeck, type ReviewDeck } from "../../core/review-deck";
import { recordAnswer } from "../../core/review-scheduler";
import { reviewQuestionExists } from "../../content/registry";
import path from "node:path";
import { ROOT_DIR, temporaryDataDir } from "../../tests/support/server";
import { openPglite, type Database } from "../infra/db/client";
import { user as userTable } from "../infra/db/auth-schema";
import { listReviewCards, mergeReviewCards, ReviewMergeSchema, reviewQuestions } from "./review-deck";
import type { SessionUser } from "./session-user";
import type * as ClimatFicheModule from "../../content/climat/objectifs-climatiques";

type ClimatFiche = typeof ClimatFicheModule;

vi.mock("../../content/climat/objectifs-climatiques", async (importOriginal) => {
  const fiche = await importOriginal<ClimatFiche>();
  const [first, , third, ...rest] = fiche.quizQuestions;
  return { ...fiche, quizQuestions: [first!, { ...third!, id: `${third!.id}-v2` }, ...rest] };
});

const topicId = "climat-objectifs-quiz";
const missed = (deck: ReviewDeck, questionId: string, day: string) =>
  recordAnswer(deck, { topicId, questionId, isCorrect: false }, new Date(`${day}T12:00:00Z`));

describe("a device's review deck after a content edit removed one question and renamed another", () => {
  const dataDir = temporaryDataDir();
  let database: Database;
  let member: SessionUser;

  beforeAll(async () => {
    database = await openPglite(dataDir.path);
    await database.migrate(path.join(ROOT_DIR, "drizzle"));
    const id = randomUUID();
    member = { id, email: `erin-${id.slice(0, 8)}@example.fr` };
    await database.db.insert(userTable).values({ id, name: "", email: member.email, emailVerified: true });
  });
  afterAll(async () => {
    await database?.close();
    dataDir.remove();
  });

  it("syncs the rest of the deck, and both sides drop the cards of the two questions", async () => {
    const before = (await vi.importActual<ClimatFiche>("../../content/climat/objectifs-climatiques")).quizQuestions;
    const [kept, removed, renamed] = before.map((question) => question.id);
    // The content the server has: the edit is in.
    expect(reviewQuestionExists({ topicId, questionId: kept! })).toBe(true);
    expect(reviewQuestionExists({ topicId, questionId: removed! })).toBe(false);
    expect(reviewQuestionExists({ topicId, questionId: renamed! })).toBe(false);
    expect(reviewQuestionExists({ topicId, questionId: `${renamed}-v2` })).toBe(true);

    // The device missed the three questions before the edit, and sends its deck as it does at each page load.
    const device = missed(missed(missed([], removed!, "2026-11-20"), kept!, "2026-11-21"), renamed!, "2026-11-22");
    const batch = ReviewMergeSchema.safeParse({ cards: device });
    expect(batch.success).toBe(true);
    const sync = await mergeReviewCards(database.db, member, batch.data!.cards);
    const keptCard = device.find((card) => card.questionId === kept)!;
    expect(sync).toEqual({ cards: [keptCard], dropped: [`${topicId}/${removed}`, `${topicId}/${renamed}`] });
    expect(await listReviewCards(database.db, member)).toEqual([keptCard]);

    // The device takes the server's word: the two cards leave it, and its next sync drops nothing.
    const after = mergeAccountDeck(device, sync.cards, sync.dropped);
    expect(after).toEqual([keptCard]);
    expect(await mergeReviewCards(database.db, member, after)).toEqual({ cards: [keptCard], dropped: [] });

    // The renamed question is a new card under its new id (its history went with the old id: docs/editorial.md).
    const answered = missed(after, `${renamed}-v2`, "2026-11-27");
    const next = await mergeReviewCards(database.db, member, answered);
    expect(next.dropped).toEqual([]);
    expect(next.cards.map((card) => card.questionId).sort()).toEqual([kept, `${renamed}-v2`].sort());

    // A visitor's review asks for its due questions: the known one is served, the others named for the device to drop.
    const review = reviewQuestions([`${topicId}/${kept}`, `${topicId}/${removed}`, `${topicId}/${renamed}`]);
    expect(review.questions.map((question) => question.id)).toEqual([kept]);
    expect(review.unknown).toEqual([`${topicId}/${removed}`, `${topicId}/${renamed}`]);
  });
});
