import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/postgres";
import { ROOT_DIR, temporaryDataDir } from "../../../tests/support/server";
import { openPglite, openPostgres, type Database } from "./client";
import { rowsOf } from "./results";
import { analyticsEvents, bookmarks, emailSubscribers, quizAttempts, user } from "./schema";

const MIGRATIONS = path.join(ROOT_DIR, "drizzle");

type Engine = { name: string; open(): Promise<{ database: Database; cleanup(): Promise<void> }> };

const engines: Engine[] = [
  {
    name: "PGlite",
    async open() {
      const dir = temporaryDataDir();
      const database = await openPglite(path.join(dir.path, "nested", "folder"));
      return { database, cleanup: async () => dir.remove() };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const test = await createTestDatabase();
      const database = await openPostgres(test.url);
      return { database, cleanup: () => test.drop() };
    },
  },
];

describe.each(engines)("schema and migrations on $name", (engine) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await engine.open());
    await database.migrate(MIGRATIONS);
  });
  afterAll(async () => {
    await database?.close();
    await cleanup?.();
  });

  it("can apply the migrations twice without change", async () => {
    await database.migrate(MIGRATIONS);
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining(["analytics_events", "bookmarks", "email_subscribers", "quiz_attempts"]),
    );
  });

  it("stores quiz attempts with their defaults and reads them newest first", async () => {
    const { db } = database;
    await db.insert(quizAttempts).values([
      { id: "00000000-0000-4000-8000-000000000001", topicId: "climat-objectifs-quiz", score: 2, totalQuestions: 3 },
      {
        id: "00000000-0000-4000-8000-000000000002",
        topicId: "climat-global",
        quizType: "Global",
        isGlobalQuiz: true,
        score: 3,
        totalQuestions: 3,
        subtopicResults: { "climat-objectifs": { correct: 3, total: 3 } },
        answers: [{ questionId: "q1", selectedOptionId: "a", isCorrect: true, subtopicId: "climat-objectifs" }],
        createdAt: new Date(Date.now() + 1000),
      },
    ]);
    const rows = await db.select().from(quizAttempts).orderBy(desc(quizAttempts.createdAt));
    expect(rows.map((row) => row.id)).toEqual([
      "00000000-0000-4000-8000-000000000002",
      "00000000-0000-4000-8000-000000000001",
    ]);
    expect(rows[1]).toMatchObject({
      quizType: "Standard",
      isGlobalQuiz: false,
      answers: [],
      ipAddress: null,
      userId: null,
    });
    expect(rows[0]!.subtopicResults).toEqual({ "climat-objectifs": { correct: 3, total: 3 } });
  });

  it("refuses a second attempt with the same id", async () => {
    await expect(
      database.db
        .insert(quizAttempts)
        .values({ id: "00000000-0000-4000-8000-000000000001", topicId: "x", score: 0, totalQuestions: 1 }),
    ).rejects.toThrow();
  });

  it("keeps one bookmark per user and topic, and drops them with their user", async () => {
    await database.db.insert(user).values([
      { id: "user-1", name: "Un", email: "un@example.fr" },
      { id: "user-2", name: "Deux", email: "deux@example.fr" },
    ]);
    const bookmark = { userId: "user-1", topicId: "ukraine-paix", topicTitle: "Paix", topicCategory: "ukraine" };
    await database.db.insert(bookmarks).values(bookmark);
    await expect(database.db.insert(bookmarks).values(bookmark)).rejects.toThrow();
    await database.db.insert(bookmarks).values({ ...bookmark, userId: "user-2" });
    expect(await database.db.select().from(bookmarks).where(eq(bookmarks.topicId, "ukraine-paix"))).toHaveLength(2);
    await expect(database.db.insert(bookmarks).values({ ...bookmark, userId: "nobody" })).rejects.toThrow();
    await database.db.delete(user).where(eq(user.id, "user-2"));
    expect(await database.db.select().from(bookmarks).where(eq(bookmarks.topicId, "ukraine-paix"))).toHaveLength(1);
  });

  it("gives subscribers the default source and a unique unsubscribe token", async () => {
    await database.db
      .insert(emailSubscribers)
      .values([{ email: "a@example.fr" }, { email: "b@example.fr", source: "footer" }]);
    const rows = await database.db.select().from(emailSubscribers);
    expect(rows.find((row) => row.email === "a@example.fr")?.source).toBe("non spécifiée");
    const tokens = rows.map((row) => row.unsubscribeToken);
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
    await expect(database.db.insert(emailSubscribers).values({ email: "a@example.fr" })).rejects.toThrow();
  });

  it("stores analytics events without any address", async () => {
    await database.db.insert(analyticsEvents).values({ name: "quiz_start", properties: { quiz_type: "Standard" } });
    const [event] = await database.db.select().from(analyticsEvents);
    expect(event).toMatchObject({ name: "quiz_start", properties: { quiz_type: "Standard" }, userId: null });
    expect(Object.keys(event!)).not.toContain("ipAddress");
  });
});
