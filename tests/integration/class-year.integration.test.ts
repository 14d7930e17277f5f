// « Mes classes » through the doors people use (issue 48): a teacher creates a class on /classe and runs sessions for
// it; a pupil's device keeps its pseudonym from one session of the class to the next (a cookie of the class, no
// account); the class's page shows each pupil's and each question's progress; the class goes at the end of its
// school year. Forms are submitted as a document POST (no scripts) and as a `.data` request (scripts).
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASS_MESSAGES, currentSchoolYear } from "../../core/class-mode";
import { findQuizByTopic } from "../../content/registry";
import { purgeEndedClassGroups } from "../../server/domain/class-groups";
import { purgeExpiredClassSessions } from "../../server/domain/class-sessions";
import type { Db } from "../../server/infra/db/client";
import * as schema from "../../server/infra/db/schema";
import { browserLike, decodeSingleFetch, PAGE_DOORS, type PageDoor } from "../support/http-client";
import { confirmedMember, startSiteOnPostgres, type SiteOnPostgres } from "../support/site";

type Browser = ReturnType<typeof browserLike>;
const climat = findQuizByTopic("climat-objectifs-quiz")!;
const questions = climat.questions.slice(0, 3);
const optionOf = (question: (typeof questions)[number], correct: boolean) =>
  question.options.find((candidate) => candidate.isCorrect === correct)!.id;
const year = currentSchoolYear(new Date());

describe("« Mes classes » through its pages, on the built server and PostgreSQL", () => {
  let site: SiteOnPostgres;
  let sql: pg.Client;
  let teacher: Browser;
  let colleague: Browser;
  let addresses = 0;
  /** A pupil's phone behind its own address. */
  const phone = () => {
    addresses += 1;
    return browserLike(site.server.url, { headers: { "x-forwarded-for": `10.48.0.${addresses}` } });
  };

  beforeAll(async () => {
    site = await startSiteOnPostgres({ TRUST_PROXY: "true" });
    sql = site.sql;
    const email = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.fr`;
    [teacher, colleague] = await Promise.all([
      confirmedMember(site, email("annee")),
      confirmedMember(site, email("collegue")),
    ]);
  });
  afterAll(() => site?.stop());

  async function loaded(client: Browser, path: string, routeId: string) {
    const answer = await client.request(`${path}.data`);
    const decoded = decodeSingleFetch(answer.text) as Record<string, { data?: Record<string, any> }> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field
    return { status: answer.status, data: decoded?.[routeId]?.data };
  }
  async function createClass(who: Browser, name: string, door: PageDoor) {
    const created = await who.submit("/classe", { intent: "classe", name, startYear: String(year) }, door);
    expect(created.status, created.text.slice(0, 300)).toBe(302);
    return created.location!.match(/^\/classe\/classes\/([0-9a-f-]{36})$/)![1]!;
  }
  async function createSession(who: Browser, groupId: string, title: string, door: PageDoor = "document") {
    const closesAt = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    const created = await who.submit(
      "/classe",
      [
        ["title", title],
        ["topicIds", climat.topicId],
        ["closesAt", closesAt],
        ["fuseau", "UTC"],
        ["pacing", "libre"],
        ["groupId", groupId],
      ],
      door,
    );
    expect(created.status, created.text.slice(0, 300)).toBe(302);
    const id = created.location!.match(/^\/classe\/([0-9a-f-]{36})$/)![1]!;
    const page = await loaded(who, `/classe/${id}`, "routes/classe-seance");
    return { id, code: page.data!.results.session.code as string };
  }
  /** « Rejoindre » with the code typed, then the pupil's pseudonym as their page shows it. */
  async function join(device: Browser, code: string, door: PageDoor = "document") {
    const joined = await device.submit("/rejoindre", { code }, door);
    expect(joined.status).toBe(302);
    const page = await loaded(device, `/rejoindre/${code}`, "routes/rejoindre-seance");
    return page.data!.participation.pseudonym as string;
  }
  /** Answers the first three questions, `right` of them right, as the quiz's outbox sends them (the code in the body, the pupil known by the phone's cookie). */
  async function answer(device: Browser, code: string, right: number) {
    for (const [index, question] of questions.entries()) {
      const sent = await device.request("/api/class/answers", {
        json: {
          code,
          topicId: climat.topicId,
          questionId: question.id,
          selectedOptionId: optionOf(question, index < right),
        },
      });
      expect(sent.status).toBe(200);
    }
  }

  it.each(PAGE_DOORS)("creates a class on /classe, lists it, and says what is wrong with a name (%s)", async (door) => {
    const groupId = await createClass(teacher, `1re C ${door}`, door);
    const home = await loaded(teacher, "/classe", "routes/classe");
    expect(home.data!.groups).toContainEqual(
      expect.objectContaining({ id: groupId, name: `1re C ${door}`, schoolYear: `${year}-${year + 1}` }),
    );
    const refused = await teacher.submit("/classe", { intent: "classe", name: "", startYear: String(year - 3) }, door);
    expect(refused.status).toBe(400);
    const said = door === "document" ? refused.text : JSON.stringify(refused.data);
    expect(said).toContain("Le nom de la classe compte de 2 à 40 caractères");
    expect(said).toContain(CLASS_MESSAGES.schoolYear);
    // Nobody else sees it, nor may run a session for it.
    expect((await loaded(colleague, `/classe/classes/${groupId}`, "routes/classe-classes")).status).toBe(404);
    const closesAt = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    const foreign = await colleague.submit(
      "/classe",
      [
        ["title", "Pas ma classe"],
        ["topicIds", climat.topicId],
        ["closesAt", closesAt],
        ["fuseau", "UTC"],
        ["groupId", groupId],
      ],
      door,
    );
    expect(foreign.status).toBe(400);
    expect(door === "document" ? foreign.text : JSON.stringify(foreign.data)).toContain(CLASS_MESSAGES.classUnknown);
  });

  it("keeps each pupil's pseudonym across the class's sessions and shows their progress from one to the next", async () => {
    const groupId = await createClass(teacher, "2de A", "document");
    const first = await createSession(teacher, groupId, "2de A — Climat 1");
    const [ada, bea] = [phone(), phone()];
    const adaName = await join(ada, first.code, "document");
    const beaName = await join(bea, first.code, "data");
    expect(adaName).not.toBe(beaName);
    // The class's key is a cookie of the device, HttpOnly, nothing but a random key.
    expect(ada.cookies.get(`eleve-${groupId}`)).toMatch(/^[\w-]{43}$/);
    await answer(ada, first.code, 1);
    await answer(bea, first.code, 3);

    const second = await createSession(teacher, groupId, "2de A — Climat 2", "data");
    const newcomer = phone();
    expect(await join(ada, second.code, "data")).toBe(adaName);
    expect(await join(bea, second.code, "document")).toBe(beaName);
    // A device new to the class gets a pseudonym nobody of the class had.
    expect([adaName, beaName]).not.toContain(await join(newcomer, second.code));
    await answer(ada, second.code, 3);
    await answer(bea, second.code, 2);

    // A session without a class gives no class key.
    const alone = phone();
    const ponctuelle = await createSession(teacher, "", "Séance ponctuelle");
    await join(alone, ponctuelle.code);
    expect([...alone.cookies].some(([name]) => name.startsWith("eleve-"))).toBe(false);

    const page = await loaded(teacher, `/classe/classes/${groupId}`, "routes/classe-classes");
    expect(page.status).toBe(200);
    const progress = page.data!.progress;
    expect(progress.sessions.map((session: { id: string }) => session.id)).toEqual([first.id, second.id]);
    const tallies = (name: string) =>
      progress.pupils.find((pupil: { pseudonym: string }) => pupil.pseudonym === name).tallies;
    expect(tallies(adaName)).toEqual([
      { answered: 3, correct: 1 },
      { answered: 3, correct: 3 },
    ]);
    expect(tallies(beaName)).toEqual([
      { answered: 3, correct: 3 },
      { answered: 3, correct: 2 },
    ]);
    expect(progress.pupils).toHaveLength(3);
    const shares = Object.fromEntries(
      progress.questions.map((question: { id: string; shares: number[] }) => [question.id, question.shares]),
    );
    expect(shares).toEqual({
      [questions[0]!.id]: [100, 100],
      [questions[1]!.id]: [50, 100],
      [questions[2]!.id]: [50, 50],
    });
    // Only what the class does not yet all get right, from its last result.
    expect(progress.toReview.map((question: { id: string; last: number }) => [question.id, question.last])).toEqual([
      [questions[2]!.id, 50],
    ]);
    // Nothing of a pupil but the pseudonym and the answers: no name, no key in the page.
    expect(JSON.stringify(progress)).not.toContain(ada.cookies.get(`eleve-${groupId}`));
    // The session's page knows its class (the first names typed there are the class's).
    const sessionPage = await loaded(teacher, `/classe/${second.id}`, "routes/classe-seance");
    expect(sessionPage.data!.results.session.groupId).toBe(groupId);
  });

  it.each(PAGE_DOORS)(
    "« Supprimer la classe » deletes it with its sessions and answers, for its owner only (%s)",
    async (door) => {
      const groupId = await createClass(teacher, `Terminale ${door}`, "document");
      const session = await createSession(teacher, groupId, "Terminale — Climat");
      const pupil = phone();
      await join(pupil, session.code);
      await answer(pupil, session.code, 2);
      expect((await colleague.submit(`/classe/classes/${groupId}`, { intent: "supprimer" }, door)).status).toBe(404);
      expect(await phone().submit(`/classe/classes/${groupId}`, { intent: "supprimer" }, door)).toMatchObject({
        status: 302,
        location: `/auth?retour=${encodeURIComponent(`/classe/classes/${groupId}`)}`,
      });
      const deleted = await teacher.submit(`/classe/classes/${groupId}`, { intent: "supprimer" }, door);
      expect(deleted.status).toBe(302);
      expect(deleted.location).toBe("/classe");
      expect((await sql.query("select 1 from class_sessions where id = $1", [session.id])).rowCount).toBe(0);
      expect((await sql.query("select 1 from class_answers where session_id = $1", [session.id])).rowCount).toBe(0);
    },
  );

  it.each(PAGE_DOORS)(
    "shares a session with a colleague as a link that copies it, without its pupils (%s)",
    async (door) => {
      const groupId = await createClass(teacher, `Partage ${door}`, "document");
      const session = await createSession(teacher, groupId, `Séance à partager ${door}`);
      const pupil = phone();
      await join(pupil, session.code);
      await answer(pupil, session.code, 2);
      // Only its owner may share it.
      expect((await colleague.submit(`/classe/${session.id}`, { intent: "partager" }, door)).status).toBe(404);
      expect((await teacher.submit(`/classe/${session.id}`, { intent: "partager" }, door)).status).toBe(200);
      const shareToken = (await loaded(teacher, `/classe/${session.id}`, "routes/classe-seance")).data!.results.session
        .shareToken as string;
      expect(shareToken).toMatch(/^[\w-]{43}$/);
      // Sharing again gives the same link.
      await teacher.submit(`/classe/${session.id}`, { intent: "partager" }, door);
      expect(
        (await loaded(teacher, `/classe/${session.id}`, "routes/classe-seance")).data!.results.session.shareToken,
      ).toBe(shareToken);

      const offered = await loaded(colleague, `/classe/partage/${shareToken}`, "routes/classe-partage");
      expect(offered.data).toEqual({
        title: `Séance à partager ${door}`,
        pacing: "libre",
        quizzes: [{ topicId: climat.topicId, title: climat.title, questionCount: climat.questions.length }],
      });
      const copied = await colleague.submit(`/classe/partage/${shareToken}`, {}, door);
      expect(copied.status).toBe(302);
      const copyId = copied.location!.match(/^\/classe\/([0-9a-f-]{36})$/)![1]!;
      const copy = (await loaded(colleague, `/classe/${copyId}`, "routes/classe-seance")).data!.results;
      expect(copy.session).toMatchObject({
        title: `Séance à partager ${door} (copie)`,
        groupId: null,
        shareToken: null,
        participantCount: 0,
      });
      expect(copy.session.code).not.toBe(session.code);
      expect(copy.participants).toEqual([]);

      // A guessed key opens nothing; a visitor is sent to sign in and back, and copies nothing.
      const guessed = `${shareToken.slice(0, -1)}${shareToken.endsWith("A") ? "B" : "A"}`;
      expect((await loaded(colleague, `/classe/partage/${guessed}`, "routes/classe-partage")).status).toBe(404);
      expect((await colleague.submit(`/classe/partage/${guessed}`, {}, door)).status).toBe(404);
      const visitor = phone();
      const signIn = `/auth?retour=${encodeURIComponent(`/classe/partage/${shareToken}`)}`;
      const gated = await visitor.request(`/classe/partage/${shareToken}`);
      expect([gated.status, gated.headers.get("location")]).toEqual([302, signIn]);
      expect(await visitor.submit(`/classe/partage/${shareToken}`, {}, door)).toMatchObject({
        status: 302,
        location: signIn,
      });
      const copies = await sql.query("select count(*)::int as n from class_sessions where title = $1", [
        `Séance à partager ${door} (copie)`,
      ]);
      expect(copies.rows[0].n).toBe(1);
    },
  );

  it("keeps a class's sessions past 30 days, and deletes the class with them once its school year is over", async () => {
    const db = drizzle(sql, { schema }) as unknown as Db;
    const groupId = await createClass(teacher, "1re D", "document");
    const session = await createSession(teacher, groupId, "1re D — Climat");
    const pupil = phone();
    await join(pupil, session.code);
    await answer(pupil, session.code, 1);
    await sql.query("update class_sessions set closes_at = now() - interval '60 days' where id = $1", [session.id]);
    await purgeExpiredClassSessions(db);
    expect((await sql.query("select 1 from class_answers where session_id = $1", [session.id])).rowCount).toBe(3);
    // On 31 August at the end of its year it is still there; on 1 September it is gone, with everything in it.
    expect(await purgeEndedClassGroups(db, new Date(Date.UTC(year + 1, 7, 31, 23)))).toBe(0);
    expect(await purgeEndedClassGroups(db, new Date(Date.UTC(year + 1, 8, 1)))).toBeGreaterThanOrEqual(1);
    expect((await sql.query("select 1 from class_groups where id = $1", [groupId])).rowCount).toBe(0);
    expect((await sql.query("select 1 from class_participants where session_id = $1", [session.id])).rowCount).toBe(0);
  });
});
