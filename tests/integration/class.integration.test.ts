// Class mode through the doors people use (issue 46, docs/decisions/050-one-door-per-operation.md): the
// teacher's pages (/classe, /classe/:id) and the pupil's (/rejoindre, /rejoindre/:code), each form submitted as a
// document POST (no scripts) and as a `.data` request (scripts), cookies kept as a browser keeps them; plus the
// resource routes that stay (the quiz outbox's POST /api/class/answers, the live streams, the CSV export).
import { randomUUID } from "node:crypto";
import type pg from "pg";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASS_MESSAGES } from "../../core/class-mode";
import { debateMaps, findQuizByTopic } from "../../content/registry";
import { FOREIGN_WRITE_MESSAGE } from "../../server/http/same-origin-writes";
import { LOG_LINE_WITHIN } from "../support/server";
import { browserLike, decodeSingleFetch, PAGE_DOORS, type FormFields, type PageDoor } from "../support/http-client";
import { confirmedMember, startSiteOnPostgres, type SiteOnPostgres } from "../support/site";

type Browser = ReturnType<typeof browserLike>;
type Question = (typeof climat.questions)[number];

const climat = findQuizByTopic("climat-objectifs-quiz")!;
const quick = findQuizByTopic("test-rapide")!;
const [q1, q2, q3] = climat.questions as [Question, Question, Question];
const option = (question: Question, correct: boolean) =>
  question.options.find((candidate) => candidate.isCorrect === correct)!.id;
/** A phone opening a page (not a link preview, not a script's data request): opening a session's link joins it. */
const AS_PAGE = {
  "sec-fetch-dest": "document",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
};
const pageText = (html: unknown) => String(html).replaceAll("<!-- -->", "");
/** A text's longest run of words, digits and spaces: found as is in a page's HTML and in its serialised data. */
const probe = (text: string) =>
  (text.match(/[\p{L}\d -]+/gu) ?? []).map((run) => run.trim()).sort((a, b) => b.length - a.length)[0]!;
/** The other door: a behaviour tested through both without doubling every request of a limit. */
const doorOf = (n: number): PageDoor => PAGE_DOORS[n % 2]!;
/** Six signs of the codes' alphabet that open no session: « ZZZZ » then two drawn from `n`. */
const wrongCode = (n: number) => `ZZZZ${"ABCDEFGHJKMNPQRSTUVWXY"[n % 22]}${"23456789"[Math.floor(n / 22) % 8]}`;

/** What a submitted form said, whatever the door: the HTML without scripts, the action's data with them. */
const said = (answer: { text: string; data?: unknown }, door: PageDoor) =>
  door === "document" ? pageText(answer.text) : JSON.stringify(answer.data ?? answer.text);

type SessionSettings = {
  title?: string;
  topicIds?: string[];
  days?: number;
  maxParticipants?: string;
  pacing?: "libre" | "enseignant";
  timerSeconds?: string;
};
/** « Créer la séance »'s fields as the form sends them: the closing date and time in the browser's zone. */
function sessionForm(settings: SessionSettings = {}): FormFields {
  const closesAt = new Date(Date.now() + (settings.days ?? 7) * 86_400_000).toISOString().slice(0, 16);
  return [
    ["title", settings.title ?? "1re B — Climat"],
    ...(settings.topicIds ?? [climat.topicId]).map((id): [string, string] => ["topicIds", id]),
    ["closesAt", closesAt],
    ["fuseau", "UTC"],
    ["maxParticipants", settings.maxParticipants ?? ""],
    ["pacing", settings.pacing ?? "libre"],
    ["timerSeconds", settings.timerSeconds ?? ""],
  ];
}

/** A route's loader data, read as the page's scripts read it (GET PATH.data). */
async function loaded(client: Browser, path: string, routeId: string) {
  const answer = await client.request(`${path}.data`);
  const decoded = decodeSingleFetch(answer.text) as Record<string, { data?: Record<string, any> }> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field
  return { status: answer.status, data: decoded?.[routeId]?.data, text: answer.text };
}

describe("class mode through its pages, on the built server and PostgreSQL", () => {
  let site: SiteOnPostgres;
  let sql: pg.Client;
  let teacher: Browser;
  let pacer: Browser;
  let stranger: Browser;
  const count = async (table: string, sessionId: string) =>
    Number((await sql.query(`select count(*) from ${table} where session_id = $1`, [sessionId])).rows[0].count);
  /**
   * A pupil's device behind an address (X-Forwarded-For, TRUST_PROXY=true): its own unless told, so that the
   * per-address limits of one test never reach another's.
   */
  let addresses = 0;
  const device = (address?: string, headers: Record<string, string> = {}) => {
    addresses += 1;
    const own = `10.46.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
    return browserLike(site.server.url, { headers: { "x-forwarded-for": address ?? own, ...headers } });
  };

  beforeAll(async () => {
    // 200 live streams a process: 50 for one address's, or one session's, pupils (server/domain/class-streams.ts).
    site = await startSiteOnPostgres({ TRUST_PROXY: "true", CLASS_STREAMS_PER_PROCESS: "200" });
    sql = site.sql;
    const email = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.fr`;
    const members = await Promise.all(["prof", "guide", "autre"].map((who) => confirmedMember(site, email(who))));
    [teacher, pacer, stranger] = [members[0]!, members[1]!, members[2]!];
  });
  afterAll(() => site?.stop());

  /** Creates a session through « Créer la séance »; its code is read from the page's data, as the page shows it. */
  async function createSession(who: Browser, settings: SessionSettings = {}, door: PageDoor = "document") {
    const created = await who.submit("/classe", sessionForm(settings), door);
    expect(created.status, created.text.slice(0, 300)).toBe(302);
    const id = created.location!.match(/^\/classe\/([0-9a-f-]{36})$/)![1]!;
    return { id, code: (await results(who, id)).session.code as string };
  }
  async function results(who: Browser, sessionId: string) {
    const page = await loaded(who, `/classe/${sessionId}`, "routes/classe-seance");
    expect(page.status).toBe(200);
    return page.data!.results;
  }
  /** A button of the session's page (« Question suivante », « Retirer »…): its form's fields, through a door. */
  const act = (who: Browser, sessionId: string, fields: Record<string, string>, door: PageDoor) =>
    who.submit(`/classe/${sessionId}`, fields, door);
  /** « Rejoindre » with the code typed. */
  const typeCode = (phone: Browser, code: string, door: PageDoor) => phone.submit("/rejoindre", { code }, door);
  async function join(typed: string, door: PageDoor = "document", phone = device()) {
    const joined = await typeCode(phone, typed, door);
    expect(joined.status, said(joined, door).slice(0, 300)).toBe(302);
    const code = typed.toUpperCase();
    expect(joined.location).toBe(`/rejoindre/${code}`);
    return { phone, code, token: phone.cookies.get(`classe-${code}`)!, ...(await participation(phone, code)) };
  }
  /** The pupil's page's data: this device's participation, from its cookie. */
  async function participation(phone: Browser, code: string) {
    const page = await loaded(phone, `/rejoindre/${code}`, "routes/rejoindre-seance");
    expect(page.status).toBe(200);
    return page.data as { status: string; participation: Record<string, any>; poll: Record<string, any> | null }; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field
  }
  /**
   * A self-paced quiz's answer, as the quiz outbox sends it (app/features/quiz/outbox.ts): the session's code in the
   * body, the pupil known by the cookie its phone holds for that code, and by nothing else.
   */
  const outbox = (pupil: { phone: Browser; code: string }, body: Record<string, string>) =>
    pupil.phone.request("/api/class/answers", { json: { code: pupil.code, ...body } });
  const answerOf = (question: Question, correct: boolean, topicId = climat.topicId) => ({
    topicId,
    questionId: question.id,
    selectedOptionId: option(question, correct),
  });
  /** A teacher-paced question's answer, from the pupil's page. */
  const answerOnPage = (phone: Browser, code: string, question: Question, optionId: string, door: PageDoor) =>
    phone.submit(
      `/rejoindre/${code}`,
      { intent: "repondre", topicId: climat.topicId, questionId: question.id, selectedOptionId: optionId },
      door,
    );
  const csvLines = async (who: Browser, sessionId: string) => {
    const csv = await who.request(`/api/class/sessions/${sessionId}/answers.csv`);
    expect(csv.status).toBe(200);
    return {
      headers: csv.headers,
      lines: String(csv.body)
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n"),
    };
  };

  describe("the teacher's sessions", () => {
    it("creates a session through both doors, lists it, and refuses bad settings in French", async () => {
      for (const door of PAGE_DOORS) {
        const session = await createSession(teacher, { topicIds: [climat.topicId, quick.topicId] }, door);
        expect(session.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
        const list = await loaded(teacher, "/classe", "routes/classe");
        expect(list.data!.sessions[0]).toMatchObject({
          id: session.id,
          title: "1re B — Climat",
          quizCount: 2,
          closed: false,
          maxParticipants: 40,
        });
        const refusals: Array<[SessionSettings, string | RegExp]> = [
          [{ topicIds: ["pas-un-quiz"] }, "Ce quiz n’existe pas dans le catalogue."],
          [{ days: -1 }, "La date de clôture doit être dans le futur."],
          ...["0", "201", "2.5", "beaucoup"].map((maxParticipants): [SessionSettings, string] => [
            { maxParticipants },
            "Le nombre d’élèves est un nombre entier de 1 à 200.",
          ]),
          ...["1re B \u202eetamilc", "1re B\u0000", "1re\u2067 B", "1re B\r\nClimat"].map(
            (title): [SessionSettings, RegExp] => [{ title }, /caractère (invisible|invalide)/],
          ),
        ];
        for (const [settings, message] of refusals) {
          const refused = await teacher.submit("/classe", sessionForm(settings), door);
          expect(refused.status, JSON.stringify(settings)).toBe(400);
          expect(said(refused, door)).toMatch(message);
        }
        // A visitor is sent to sign in, to come back here; nothing is created.
        const visitor = await device().submit("/classe", sessionForm(), door);
        expect(visitor.status).toBe(302);
        expect(visitor.location).toBe("/auth?retour=%2Fclasse");
      }
      expect((await loaded(device(), "/classe", "routes/classe")).data!.sessions).toBeNull();
    });

    it("keeps each session to its owner: another teacher can neither read nor drive it, through either door", async () => {
      const session = await createSession(teacher, { pacing: "enseignant" });
      await join(session.code);
      const before = await results(teacher, session.id);
      // Reading: the page and its data answer 404, like the export and the live stream.
      const page = await stranger.request(`/classe/${session.id}`);
      expect(page.status).toBe(404);
      expect(pageText(page.text)).toContain(CLASS_MESSAGES.notFound);
      expect((await loaded(stranger, `/classe/${session.id}`, "routes/classe-seance")).status).toBe(404);
      expect((await stranger.request(`/classe/${session.id}/projection`)).status).toBe(404);
      expect((await stranger.request(`/api/class/sessions/${session.id}/answers.csv`)).status).toBe(404);
      expect((await stranger.request(`/api/class/sessions/${session.id}/events`)).status).toBe(404);
      expect((await stranger.request("/classe/pas-un-uuid")).status).toBe(404);
      // Driving: every button of the page, through both doors, is refused and changes nothing.
      const buttons: Array<Record<string, string>> = [
        { intent: "suivante", from: "-1" },
        { intent: "reveler" },
        { intent: "clore" },
        {
          intent: "sondage",
          question: `${debateMaps[0]!.topicId}/${debateMaps[0]!.questions[0]!.id}`,
          moment: "avant",
        },
        { intent: "retirer", participantId: before.participants[0].id },
        { intent: "post-test" },
        { intent: "dupliquer" },
        { intent: "verrouiller" },
        { intent: "nouveau-code" },
        { intent: "supprimer" },
      ];
      for (const door of PAGE_DOORS)
        for (const fields of buttons) {
          const refused = await act(stranger, session.id, fields, door);
          expect([403, 404], `${fields.intent} through ${door}`).toContain(refused.status);
          expect(refused.location).toBeNull();
        }
      expect(await results(teacher, session.id)).toMatchObject({
        session: { closed: false, participantCount: 1, locked: false, code: session.code },
        pace: { current: null },
        polls: [],
        participants: [{ id: before.participants[0].id }],
      });
      expect((await loaded(stranger, "/classe", "routes/classe")).data!.sessions).toEqual([]);
      // Signed out: the page and its buttons send to sign in and back, changing nothing; a pupil's cookie is no account.
      const pupilPhone = (await join(session.code)).phone;
      const signIn = `/auth?retour=${encodeURIComponent(`/classe/${session.id}`)}`;
      for (const door of PAGE_DOORS)
        for (const visitor of [device(), pupilPhone])
          expect(await act(visitor, session.id, { intent: "clore" }, door)).toMatchObject({
            status: 302,
            location: signIn,
          });
      const gated = await pupilPhone.request(`/classe/${session.id}`);
      expect([gated.status, gated.headers.get("location")]).toEqual([302, signIn]);
      expect((await pupilPhone.request(`/classe/${session.id}.data`)).text).toContain(signIn);
      expect((await results(teacher, session.id)).session.closed).toBe(false);
      expect((await pupilPhone.request(`/api/class/sessions/${session.id}/answers.csv`)).status).toBe(401);
    });

    it("refuses a write from another site (foreign Origin or Sec-Fetch-Site: cross-site) with 403, on every door", async () => {
      const session = await createSession(teacher);
      const evil = { origin: "https://evil.example" };
      const crossSite = { "sec-fetch-site": "cross-site" };
      for (const headers of [evil, crossSite]) {
        const forged = browserLike(site.server.url, { headers });
        for (const [name, value] of teacher.cookies) forged.cookies.set(name, value);
        for (const door of PAGE_DOORS) {
          const created = await forged.submit("/classe", sessionForm(), door);
          expect(created.status).toBe(403);
          expect(created.text).toContain(FOREIGN_WRITE_MESSAGE);
          expect((await forged.submit(`/classe/${session.id}`, { intent: "supprimer" }, door)).status).toBe(403);
          const joined = await browserLike(site.server.url, { headers }).submit(
            "/rejoindre",
            { code: session.code },
            door,
          );
          expect(joined.status).toBe(403);
        }
      }
      expect((await results(teacher, session.id)).session.id).toBe(session.id);
      expect(await count("class_participants", session.id)).toBe(0);
    });

    it("counts « Relancer en post-test » in the sessions a teacher may create in an hour; the post-test keeps the size", async () => {
      const busy = await confirmedMember(site, `occupe-${randomUUID().slice(0, 8)}@example.fr`);
      const first = await createSession(busy, { title: "Avant", maxParticipants: "25" });
      const posts = [];
      for (let n = 1; n < 30; n += 1) posts.push(await act(busy, first.id, { intent: "post-test" }, doorOf(n)));
      expect(posts.map((answer) => answer.status)).toEqual(Array(29).fill(302));
      const post = posts[0]!.location!.split("/").pop()!;
      expect((await results(busy, post)).session.maxParticipants).toBe(25);
      for (const door of PAGE_DOORS) {
        const over = await act(busy, first.id, { intent: "post-test" }, door);
        expect(over.status).toBe(429);
        expect(said(over, door)).toContain("Trop de séances créées en une heure. Réessayez plus tard.");
        const created = await busy.submit("/classe", sessionForm(), door);
        expect(created.status).toBe(429);
        expect(said(created, door)).toContain("Trop de séances créées en une heure. Réessayez plus tard.");
      }
    });
  });

  describe("pupils joining", () => {
    it("joins by the typed code (both doors) or the QR link, answers once per question; the teacher's page counts in SQL; the CSV", async () => {
      const session = await createSession(teacher, { topicIds: [climat.topicId, quick.topicId] });
      const typed = [await join(session.code.toLowerCase(), "document"), await join(session.code, "data")];
      const linked = device("198.51.100.3", AS_PAGE);
      expect((await linked.request(`/rejoindre/${session.code}`)).status).toBe(200);
      const [a, b, c] = [
        ...typed,
        { phone: linked, code: session.code, token: linked.cookies.get(`classe-${session.code}`)! },
      ];
      const pseudonyms: string[] = [];
      for (const pupil of [a!, b!, c!])
        pseudonyms.push((await participation(pupil.phone, session.code)).participation.pseudonym);
      expect(new Set(pseudonyms).size).toBe(3);
      // A link preview or a crawler joins nobody: it gets the join form.
      const preview = device("198.51.100.3", { "user-agent": "Slackbot-LinkExpanding 1.0" });
      expect(pageText((await preview.request(`/rejoindre/${session.code}`)).text)).toContain('name="code"');
      expect(await count("class_participants", session.id)).toBe(3);

      // a and b right, c wrong on the first question; a answers it twice (a replay stores nothing new).
      for (const [who, correct] of [
        [a!, true],
        [a!, true],
        [b!, true],
        [c!, false],
      ] as const)
        expect((await outbox(who, answerOf(q1, correct))).status).toBe(200);
      // A different choice sent later does not replace the first answer.
      await outbox(a!, answerOf(q1, false));
      expect(await count("class_answers", session.id)).toBe(3);
      expect((await participation(a!.phone, session.code)).participation).toMatchObject({
        pseudonym: pseudonyms[0],
        session: { code: session.code, closed: false },
        quizzes: [
          { topicId: climat.topicId, total: climat.questions.length, answered: 1 },
          { topicId: quick.topicId, total: quick.questions.length, answered: 0 },
        ],
      });
      // No name, no address: a pupil row holds a pseudonym and a token digest (and, in a class's session, the digest of
      // the device's class key: none here).
      const stored = (await sql.query("select * from class_participants where session_id = $1", [session.id])).rows;
      expect(Object.keys(stored[0]).sort()).toEqual([
        "class_key_hash",
        "created_at",
        "id",
        "pseudonym",
        "session_id",
        "token_hash",
      ]);
      expect(stored.map((row) => row.class_key_hash)).toEqual(stored.map(() => null));
      expect(stored.map((row) => row.token_hash)).not.toContain(a!.token);

      const shown = await results(teacher, session.id);
      const question = shown.quizzes[0].questions[0];
      const direct = (
        await sql.query(
          "select count(*)::int as answered, count(*) filter (where is_correct)::int as correct from class_answers where session_id = $1 and question_id = $2",
          [session.id, q1.id],
        )
      ).rows[0];
      expect(question).toMatchObject({ id: q1.id, answered: direct.answered, correct: direct.correct, share: 67 });
      expect(question.options.find((o: { isCorrect: boolean }) => o.isCorrect).count).toBe(2);
      expect(shown.participants.map((p: { pseudonym: string }) => p.pseudonym).sort()).toEqual([...pseudonyms].sort());
      expect(shown.toReview[0]).toMatchObject({ id: q1.id, share: 67 });
      expect(shown.session.joinPath).toBe(`/rejoindre/${session.code}`);
      expect(shown.session.qrSvg).toMatch(/^<svg/);
      // The page without scripts shows the same: the code and the pseudonyms.
      const page = pageText((await teacher.request(`/classe/${session.id}`)).text);
      for (const text of [session.code, ...pseudonyms]) expect(page).toContain(text);

      const csv = await csvLines(teacher, session.id);
      expect(csv.headers.get("content-disposition")).toMatch(/filename="seance-1re-b-climat-\d{4}-\d{2}-\d{2}\.csv"/);
      const { lines } = csv;
      // « ; » between fields: French Excel and LibreOffice open it in columns (issue 48; its BOM, which the client's
      // decoding drops, is read byte by byte in tests/integration/admin.integration.test.ts, the same writer).
      expect(lines[0]).toBe("Pseudonyme;Quiz;Question;Réponse choisie;Correcte;Certitude;Date");
      expect(lines).toHaveLength(4);
      const right = q1.options.find((o) => o.isCorrect)!.text;
      const aLine = lines.find((line) => line.startsWith(`${pseudonyms[0]};`))!;
      expect(aLine).toContain(`${pseudonyms[0]};${climat.title};`);
      // RFC 4180: a cell with a semicolon is quoted, a comma is not. No confidence said: an empty cell.
      expect(aLine).toContain(`${right.includes(";") ? `"${right}"` : right};Oui;;`);
      expect(lines.find((line) => line.startsWith(`${pseudonyms[2]};`))).toContain(";Non;");
    });

    it("stores each answer's confidence and gives the teacher the confident errors per question (issue 37)", async () => {
      const session = await createSession(teacher, { title: "2de A — Certitudes" });
      const saidAnswers = [
        { correct: false, confidence: "sure" },
        { correct: false, confidence: "sure" },
        { correct: false, confidence: "unsure" },
        { correct: false },
        { correct: true, confidence: "sure" },
      ] as const;
      const pupils = [];
      for (const [index, answer] of saidAnswers.entries()) {
        const pupil = await join(session.code, doorOf(index));
        pupils.push(pupil);
        const stored = await outbox(pupil, {
          ...answerOf(q1, answer.correct),
          ...("confidence" in answer ? { confidence: answer.confidence } : {}),
        });
        expect(stored.status).toBe(200);
      }
      // Only « sure » and « unsure »: anything else is a 400 that stores nothing.
      expect((await outbox(pupils[0]!, { ...answerOf(q2, true), confidence: "certain" })).status).toBe(400);
      const stored = (
        await sql.query("select question_id, confidence from class_answers where session_id = $1", [session.id])
      ).rows;
      expect(stored.map((row) => row.question_id)).toEqual(saidAnswers.map(() => q1.id));
      expect(stored.map((row) => row.confidence).sort()).toEqual(["sure", "sure", "sure", "unsure", null].sort());

      const shown = await results(teacher, session.id);
      const [firstResult, secondResult] = shown.quizzes[0].questions;
      // Two wrong and sure; the right sure answer and the unsure or silent errors are not confident errors.
      expect(firstResult).toMatchObject({ answered: 5, correct: 1, confidentErrors: 2 });
      expect(secondResult).toMatchObject({ answered: 0, confidentErrors: 0 });
      expect(shown.toReview).toEqual([
        expect.objectContaining({ id: q1.id, share: 20, answered: 5, confidentErrors: 2 }),
      ]);
      const { lines } = await csvLines(teacher, session.id);
      const certainty = (pseudonym: string) =>
        lines
          .find((candidate) => candidate.startsWith(`${pseudonym};`))!
          .split(";")
          .at(-2);
      expect(pupils.map(({ participation: p }) => certainty(p.pseudonym))).toEqual([
        "Sûr·e",
        "Sûr·e",
        "Pas sûr·e",
        "",
        "Sûr·e",
      ]);
    });

    it("lets 30 pupils behind one school address join, each after typing a wrong code", async () => {
      const session = await createSession(teacher, { title: "1re C — Climat" });
      const school = "198.51.100.30";
      for (const door of PAGE_DOORS) {
        const wrong = await typeCode(device(school), wrongCode(PAGE_DOORS.indexOf(door)), door);
        expect(wrong.status).toBe(404);
        expect(said(wrong, door)).toContain(
          "Ce code ne correspond à aucune séance. Vérifiez-le auprès de votre enseignant.",
        );
      }
      for (let n = 2; n < 30; n += 1)
        expect((await typeCode(device(school), wrongCode(n), doorOf(n))).status).toBe(404);
      const joined = await Promise.all(
        Array.from({ length: 30 }, (_, n) => typeCode(device(school), session.code, doorOf(n))),
      );
      expect(joined.map((answer) => answer.status)).toEqual(Array(30).fill(302));
      expect(await count("class_participants", session.id)).toBe(30);
    });

    it("stops a guesser past 60 different wrong codes, without locking the school out of its running session", async () => {
      const session = await createSession(teacher, { title: "1re D — Climat" });
      const school = "198.51.100.60";
      // A pupil of the school joined before the prankster started.
      await join(session.code, "document", device(school));
      // The same typo by several pupils is one wrong code.
      for (let repeat = 0; repeat < 5; repeat += 1)
        expect((await typeCode(device(school), wrongCode(100), doorOf(repeat))).status).toBe(404);
      const guesses = await Promise.all(
        Array.from({ length: 59 }, (_, n) => typeCode(device(school), wrongCode(n), doorOf(n))),
      );
      expect(guesses.map((answer) => answer.status)).toEqual(Array(59).fill(404));
      const other = await createSession(teacher, { title: "1re E — Climat" });
      for (const door of PAGE_DOORS) {
        const blocked = await typeCode(device(school), wrongCode(150), door);
        expect(blocked.status).toBe(429);
        expect(said(blocked, door)).toContain(
          "Trop de codes erronés depuis cette connexion. Réessayez dans quelques minutes.",
        );
        // A code nobody behind this address has used is refused too: the guesser learns nothing…
        expect((await typeCode(device(school), other.code, door)).status).toBe(429);
        // …while the school's running session still takes its pupils, and another address is not concerned.
        expect((await typeCode(device(school), session.code, door)).status).toBe(302);
        expect((await typeCode(device("198.51.100.61"), other.code, door)).status).toBe(302);
      }
    });

    it("refuses the 41st pupil of a 40-pupil session in French, and never passes a class's size under concurrency", async () => {
      const session = await createSession(teacher, { title: "1re F — Climat" });
      for (let n = 0; n < 40; n += 1)
        expect((await typeCode(device("198.51.100.40"), session.code, doorOf(n))).status).toBe(302);
      for (const door of PAGE_DOORS) {
        const refused = await typeCode(device("198.51.100.41"), session.code, door);
        expect(refused.status).toBe(409);
        expect(said(refused, door)).toContain(
          "Cette séance est complète : elle accueille 40 élèves au plus. Si vous faites partie de la classe, prévenez votre enseignant.",
        );
        // Opened from the QR link, the page says it too, and joins nobody.
        const linked = device("198.51.100.41", AS_PAGE);
        const page = await linked.request(`/rejoindre/${session.code}`);
        expect(pageText(page.text)).toContain("Cette séance est complète");
        expect(linked.cookies.has(`classe-${session.code}`)).toBe(false);
      }
      expect(await count("class_participants", session.id)).toBe(40);

      // A size set at creation, 12 pupils at the same instant: exactly 5 seats, whatever the connections.
      const small = await createSession(teacher, { title: "Groupe de 5", maxParticipants: "5" });
      const rush = await Promise.all(
        Array.from({ length: 12 }, (_, n) => typeCode(device(`198.51.100.${70 + n}`), small.code, doorOf(n))),
      );
      expect(rush.filter((answer) => answer.status === 302)).toHaveLength(5);
      expect(rush.filter((answer) => answer.status === 409)).toHaveLength(7);
      expect(await count("class_participants", small.id)).toBe(5);
      // A pupil removed by the teacher gives the seat back, through either door.
      for (const door of PAGE_DOORS) {
        const { participants } = await results(teacher, small.id);
        expect(
          (await act(teacher, small.id, { intent: "retirer", participantId: participants[0].id }, door)).status,
        ).toBe(200);
        expect((await typeCode(device(`198.51.100.${90 + PAGE_DOORS.indexOf(door)}`), small.code, door)).status).toBe(
          302,
        );
      }
      expect(await count("class_participants", small.id)).toBe(5);
    });

    it("bounds the joins from one address in a minute", async () => {
      const session = await createSession(teacher, { title: "Amphi", maxParticipants: "200" });
      const flood = "198.51.100.120";
      // Three classes of one school joining together: all at once, and none refused as a guesser.
      const answers = await Promise.all(
        Array.from({ length: 121 }, (_, n) => typeCode(device(flood), session.code, doorOf(n))),
      );
      expect(answers.filter((answer) => answer.status === 302)).toHaveLength(120);
      const over = answers.findIndex((answer) => answer.status === 429);
      expect(said(answers[over]!, doorOf(over))).toContain(
        "Trop d’élèves rejoignent en même temps depuis cette connexion. Réessayez dans une minute.",
      );
      for (const door of PAGE_DOORS) {
        expect((await typeCode(device(flood), session.code, door)).status).toBe(429);
        expect((await typeCode(device(flood), wrongCode(9), door)).status).toBe(429);
      }
      expect((await typeCode(device("198.51.100.121"), session.code, "data")).status).toBe(302);
    });

    it("lets a class join a new session by its QR link after 60 wrong codes from its address; typing stays limited", async () => {
      const guard = await confirmedMember(site, `garde-${randomUUID().slice(0, 8)}@example.fr`);
      const school = "203.0.113.60";
      const guesses = await Promise.all(
        Array.from({ length: 60 }, (_, n) => typeCode(device(school), wrongCode(200 + n), doorOf(n))),
      );
      expect(guesses.map((answer) => answer.status)).toEqual(Array(60).fill(404));
      const next = await createSession(guard, { title: "Le cours suivant", maxParticipants: "200" });
      const { joinPath, joinLink, qrSvg } = (await results(guard, next.id)).session;
      expect(joinLink).toMatch(new RegExp(`^${joinPath}\\?cle=[0-9a-f-]{36}$`));
      // The QR code is the link with its key.
      expect(qrSvg).toBe(await QRCode.toString(`${site.server.url}${joinLink}`, { type: "svg", margin: 1 }));
      // The guesser learns nothing: the new code typed, or opened with a key of its own, is refused as before.
      for (const door of PAGE_DOORS) {
        const typed = await typeCode(device(school), next.code, door);
        expect(typed.status).toBe(429);
        expect(said(typed, door)).toContain(CLASS_MESSAGES.tooManyGuesses);
      }
      const forged = device(school, AS_PAGE);
      expect(pageText((await forged.request(`${joinPath}?cle=${randomUUID()}`)).text)).toContain(
        CLASS_MESSAGES.tooManyGuesses,
      );
      expect(forged.cookies.has(`classe-${next.code}`)).toBe(false);
      // Four classes scan the QR code in the same minute: every pupil gets in — neither a guess nor one of the
      // address's 120 joins a minute.
      const phones = Array.from({ length: 130 }, () => device(school, AS_PAGE));
      const scans = await Promise.all(phones.map((phone) => phone.request(joinLink)));
      expect(scans.map((answer) => answer.status)).toEqual(Array(130).fill(200));
      expect(phones.every((phone) => phone.cookies.has(`classe-${next.code}`))).toBe(true);
      expect(await count("class_participants", next.id)).toBe(130);
      // A code this address joined with is known there: a pupil typing it gets in; any other is still refused.
      for (const door of PAGE_DOORS) expect((await typeCode(device(school), next.code, door)).status).toBe(302);
      expect((await typeCode(device(school), wrongCode(300), "data")).status).toBe(429);
    });

    it("« Verrouiller la séance » keeps newcomers out and the class in; « Nouveau code » retires the old code and QR code", async () => {
      const guard = await confirmedMember(site, `verrou-${randomUUID().slice(0, 8)}@example.fr`);
      for (const door of PAGE_DOORS) {
        const session = await createSession(guard, { title: `Verrou — ${door}` });
        const pupil = await join(session.code, door);
        const oldLink = (await results(guard, session.id)).session.joinLink as string;
        expect((await act(guard, session.id, { intent: "verrouiller" }, door)).status).toBe(200);
        expect((await results(guard, session.id)).session.locked).toBe(true);
        const late = await typeCode(device(), session.code, door);
        expect(late.status).toBe(403);
        expect(said(late, door)).toContain(CLASS_MESSAGES.sessionLocked);
        const scanned = device(undefined, AS_PAGE);
        expect(pageText((await scanned.request(oldLink)).text)).toContain(CLASS_MESSAGES.sessionLocked);
        expect(scanned.cookies.has(`classe-${session.code}`)).toBe(false);
        // The pupils already in stay: they answer.
        expect((await outbox(pupil, answerOf(q1, true))).status).toBe(200);
        expect((await act(guard, session.id, { intent: "rouvrir" }, door)).status).toBe(200);
        expect((await typeCode(device(), session.code, door)).status).toBe(302);

        expect((await act(guard, session.id, { intent: "nouveau-code" }, door)).status).toBe(200);
        const renewed = (await results(guard, session.id)).session;
        expect(renewed.code).not.toBe(session.code);
        expect(renewed.joinLink.split("cle=")[1]).not.toBe(oldLink.split("cle=")[1]);
        const stale = await typeCode(device(), session.code, door);
        expect(stale.status).toBe(404);
        const staleLink = device(undefined, AS_PAGE);
        await staleLink.request(oldLink);
        expect(staleLink.cookies.size).toBe(0);
        expect((await typeCode(device(), renewed.code, door)).status).toBe(302);
        const byLink = device(undefined, AS_PAGE);
        expect((await byLink.request(renewed.joinLink)).status).toBe(200);
        expect(byLink.cookies.has(`classe-${renewed.code}`)).toBe(true);
        // The pupil already in keeps its page, under the code it joined with, and answers.
        expect((await participation(pupil.phone, session.code)).participation).toMatchObject({
          pseudonym: pupil.participation.pseudonym,
          session: { code: session.code },
        });
        expect((await outbox(pupil, answerOf(q2, true))).status).toBe(200);
        expect(await count("class_participants", session.id)).toBe(4);
        expect(await count("class_answers", session.id)).toBe(2);
      }
    });

    it("knows a pupil by its cookie only: no token in the pages' data, none in localStorage, a quiz page without it goes to the session", async () => {
      const session = await createSession(pacer, { title: "Cookie seul" });
      const pupil = await join(session.code, "data");
      const page = await loaded(pupil.phone, `/rejoindre/${session.code}`, "routes/rejoindre-seance");
      const quizPath = `/rejoindre/${session.code}/${climat.topicId}`;
      const quiz = await loaded(pupil.phone, quizPath, "routes/rejoindre-quiz");
      expect(quiz.data).toMatchObject({ code: session.code, pseudonym: pupil.participation.pseudonym });
      for (const text of [page.text, quiz.text, pageText((await pupil.phone.request(quizPath)).text)])
        expect(text).not.toContain(pupil.token);
      // A phone that never joined (the quiz's link passed around) is sent to the session's page, which joins it.
      for (const path of [quizPath, `${quizPath}.data`]) {
        const away = await device().request(path);
        expect(away.status === 302 ? away.headers.get("location") : away.text).toContain(`/rejoindre/${session.code}`);
        expect(away.text).not.toContain(probe(q1.question));
      }
    });

    it("refuses joins and answers once the session is closed", async () => {
      const session = await createSession(teacher, { title: "Bientôt close" });
      const pupil = await join(session.code);
      await sql.query("update class_sessions set closes_at = now() - interval '1 second' where id = $1", [session.id]);
      for (const door of PAGE_DOORS) {
        const late = await typeCode(device(), session.code, door);
        expect(late.status).toBe(403);
        expect(said(late, door)).toContain("Cette séance est close : elle n’accepte plus de réponses.");
      }
      expect((await outbox(pupil, answerOf(q1, true))).status).toBe(403);
      expect((await participation(pupil.phone, session.code)).participation.session.closed).toBe(true);
    });

    it("refuses an answer to a quiz outside the session, an unknown option or an unknown token, storing nothing", async () => {
      const session = await createSession(teacher, { title: "Séance climat" });
      const pupil = await join(session.code, "data");
      const other = findQuizByTopic("immigration-global")!;
      const outside = { topicId: other.topicId, questionId: other.questions[0]!.id, selectedOptionId: "a" };
      expect((await outbox(pupil, outside)).status).toBe(400);
      expect((await outbox(pupil, { ...answerOf(q1, true), selectedOptionId: "z" })).status).toBe(400);
      // An unknown token in the cookie, or a cookie of another code, is nobody.
      const forger = device();
      forger.cookies.set(`classe-${session.code}`, "x".repeat(43));
      expect((await outbox({ phone: forger, code: session.code }, answerOf(q1, true))).status).toBe(401);
      expect((await outbox({ phone: pupil.phone, code: "ZZZZ22" }, answerOf(q1, true))).status).toBe(401);
      // The header of earlier versions says nothing any more: only the cookie does.
      const header = await device().request("/api/class/answers", {
        json: { code: session.code, ...answerOf(q1, true) },
        headers: { "x-class-token": pupil.token },
      });
      expect(header.status).toBe(401);
      expect(await count("class_answers", session.id)).toBe(0);
    });

    it("keeps a device's pseudonym when the post-test's code is typed, through both doors, and compares each pupil", async () => {
      // Each door on its own device. Through `.data`, the device's cookies must reach /rejoindre.data: a cookie of
      // Path=/rejoindre would not (RFC 6265), and the pupil would get a new pseudonym.
      for (const door of PAGE_DOORS) {
        const session = await createSession(teacher, { title: `Avant — ${door}` });
        const pupil = await join(session.code, door);
        expect((await outbox(pupil, answerOf(q1, false))).status).toBe(200);
        const post = await act(teacher, session.id, { intent: "post-test" }, door);
        expect(post.status).toBe(302);
        const after = post.location!.split("/").pop()!;
        const { code } = (await results(teacher, after)).session;
        const again = await join(code, door, pupil.phone);
        expect(again.participation.pseudonym).toBe(pupil.participation.pseudonym);
        expect(again.token).not.toBe(pupil.token);
        expect((await outbox(again, answerOf(q1, true))).status).toBe(200);
        // Another device typing the same code gets a pseudonym of its own.
        const newcomer = await join(code, door);
        expect(newcomer.participation.pseudonym).not.toBe(pupil.participation.pseudonym);
        const compared = await results(teacher, after);
        expect(compared.pretest).toEqual({ id: session.id, title: `Avant — ${door}` });
        expect(
          compared.participants.find((p: { pseudonym: string }) => p.pseudonym === again.participation.pseudonym),
        ).toMatchObject({
          correct: 1,
          before: { answered: 1, correct: 0 },
        });
      }
    });

    it("makes « Retirer » final: a removed pupil cannot rejoin by typing the code or opening the link, through both doors", async () => {
      const session = await createSession(teacher, { title: "Retirer" });
      for (const door of PAGE_DOORS) {
        const pupil = await join(session.code, door);
        const { participants } = await results(teacher, session.id);
        const mine = participants.find((p: { pseudonym: string }) => p.pseudonym === pupil.participation.pseudonym);
        const removed = await act(teacher, session.id, { intent: "retirer", participantId: mine.id }, door);
        expect(removed.status).toBe(200);
        expect(removed.data ?? { ok: true }).toEqual({ ok: true });
        const typed = await typeCode(pupil.phone, session.code, door);
        expect(typed.status).toBe(403);
        expect(said(typed, door)).toContain(CLASS_MESSAGES.removed);
        expect(typed.location).toBeNull();
        expect((await participation(pupil.phone, session.code)).status).toBe("removed");
        const page = await browserLike(site.server.url, { headers: AS_PAGE });
        for (const [name, value] of pupil.phone.cookies) page.cookies.set(name, value);
        expect(pageText((await page.request(`/rejoindre/${session.code}`)).text)).toContain(CLASS_MESSAGES.removed);
        // Its token is no one's any more: the quiz outbox's answers are refused.
        expect((await outbox(pupil, answerOf(q1, true))).status).toBe(401);
      }
      expect(await count("class_answers", session.id)).toBe(0);
      expect(await count("class_participants", session.id)).toBe(0);
      // Twice is a plain refusal, not an error.
      const again = await act(teacher, session.id, { intent: "retirer", participantId: randomUUID() }, "data");
      expect(again.status).toBe(404);
    });

    it("compares a post-test with its session, deletes a session with every answer, through both doors", async () => {
      for (const door of PAGE_DOORS) {
        const session = await createSession(teacher, { title: "Avant" });
        for (const correct of [true, false]) await outbox(await join(session.code, door), answerOf(q1, correct));
        const post = await act(teacher, session.id, { intent: "post-test" }, door);
        const after = post.location!.split("/").pop()!;
        const { code } = (await results(teacher, after)).session;
        for (const correct of [true, true]) await outbox(await join(code, door), answerOf(q1, correct));
        const compared = await results(teacher, after);
        expect(compared.pretest).toEqual({ id: session.id, title: "Avant" });
        expect(compared.quizzes[0].questions[0]).toMatchObject({ share: 100, pretestShare: 50 });

        const deleted = await act(teacher, session.id, { intent: "supprimer" }, door);
        expect([deleted.status, deleted.location]).toEqual([302, "/classe"]);
        expect(await count("class_answers", session.id)).toBe(0);
        expect(await count("class_participants", session.id)).toBe(0);
        expect((await sql.query("select 1 from class_sessions where id = $1", [session.id])).rowCount).toBe(0);
        expect((await teacher.request(`/classe/${session.id}`)).status).toBe(404);
        // The post-test stays, without its link to the deleted session.
        expect((await results(teacher, after)).pretest).toBeNull();
      }
    });
  });

  describe("teacher-paced sessions and « Et vous ? » polls", () => {
    it("moves the class question by question, hides the answer until « Révéler », and refuses answers out of turn", async () => {
      for (const door of PAGE_DOORS) {
        const session = await createSession(pacer, { pacing: "enseignant", timerSeconds: "30" });
        const [a, b, c] = [
          await join(session.code, door),
          await join(session.code, door),
          await join(session.code, door),
        ];
        expect(a!.participation.pace).toMatchObject({ pacing: "enseignant", timerSeconds: 30, current: null });
        // Before the first question, nothing is current: an answer is refused and nothing stored.
        const early = await answerOnPage(a!.phone, session.code, q1, option(q1, true), door);
        expect(early.status).toBe(409);
        expect(said(early, door)).toContain(CLASS_MESSAGES.notCurrentQuestion);

        const next = (from: number) => act(pacer, session.id, { intent: "suivante", from: String(from) }, door);
        expect((await next(-1)).status).toBe(200);
        // A second press sent from the same screen (from -1) moves nobody further.
        expect((await next(-1)).status).toBe(200);
        const shown = (await participation(a!.phone, session.code)).participation;
        expect(shown.pace.current).toMatchObject({ index: 0, questionId: q1.id, revealed: false });
        expect(shown.pace.current.secondsLeft).toBeGreaterThan(25);
        expect(shown.pace.current.secondsLeft).toBeLessThanOrEqual(30);
        expect(shown.pace.current.options).toEqual(q1.options.map(({ id, text }) => ({ id, text })));
        // The answer cannot be read from the page's data before it is revealed: no flag, no explanation.
        expect(shown.pace.answer).toBeNull();
        expect(JSON.stringify(shown)).not.toContain("isCorrect");
        expect(JSON.stringify(shown)).not.toContain(q1.explanation.slice(0, 30));

        expect((await answerOnPage(a!.phone, session.code, q2, option(q2, true), door)).status).toBe(409);
        expect((await answerOnPage(a!.phone, session.code, q1, option(q1, true), door)).status).toBe(200);
        expect((await answerOnPage(b!.phone, session.code, q1, option(q1, false), door)).status).toBe(200);
        const mine = (await participation(a!.phone, session.code)).participation;
        expect(mine.pace).toMatchObject({ mine: option(q1, true), answer: null });

        expect((await act(pacer, session.id, { intent: "reveler" }, door)).status).toBe(200);
        const revealed = (await participation(a!.phone, session.code)).participation;
        expect(revealed.pace.answer).toEqual({ correctOptionIds: [option(q1, true)], explanation: q1.explanation });
        const late = await answerOnPage(c!.phone, session.code, q1, option(q1, true), door);
        expect(late.status).toBe(403);
        expect(said(late, door)).toContain(CLASS_MESSAGES.answerRevealed);
        // The quiz outbox's door obeys the same pace.
        expect((await outbox(c!, answerOf(q1, true))).status).toBe(403);
        expect(await count("class_answers", session.id)).toBe(2);

        // The teacher's results: the current question, who answered what in the grid.
        const shownToTeacher = await results(pacer, session.id);
        expect(shownToTeacher.pace.current).toMatchObject({ index: 0, revealed: true });
        const aRow = shownToTeacher.participants.find(
          (p: { pseudonym: string }) => p.pseudonym === a!.participation.pseudonym,
        );
        expect(aRow.grid).toEqual({ [`${climat.topicId}/${q1.id}`]: true });

        // The timer, by the database's clock: past its deadline (and the grace), an answer is refused in French.
        expect((await next(0)).status).toBe(200);
        await sql.query("update class_sessions set question_deadline = now() - interval '5 seconds' where id = $1", [
          session.id,
        ]);
        const timeUp = await answerOnPage(a!.phone, session.code, q2, option(q2, true), door);
        expect(timeUp.status).toBe(403);
        expect(said(timeUp, door)).toContain(CLASS_MESSAGES.timeUp);
        expect(await count("class_answers", session.id)).toBe(2);
        expect((await participation(a!.phone, session.code)).participation.pace.current.secondsLeft).toBe(0);

        // A pupil who joins late lands on the current question.
        const latecomer = await join(session.code, door);
        expect(latecomer.participation.pace.current).toMatchObject({ index: 1, questionId: q2.id });
        expect((await next(1)).status).toBe(200);
        expect((await results(pacer, session.id)).pace.current).toMatchObject({ index: 2, questionId: q3.id });
      }
    });

    it("« Clore la séance » stops answers and joins at once, in both modes and through both doors", async () => {
      for (const door of PAGE_DOORS)
        for (const pacing of ["libre", "enseignant"] as const) {
          const session = await createSession(pacer, { pacing });
          const pupil = await join(session.code, door);
          if (pacing === "enseignant") await act(pacer, session.id, { intent: "suivante", from: "-1" }, door);
          // An answer first: the process now remembers this pupil and the session's (former) closing date.
          expect((await outbox(pupil, answerOf(q1, true))).status).toBe(200);
          expect((await act(pacer, session.id, { intent: "clore" }, door)).status).toBe(200);
          const refused = await outbox(pupil, answerOf(q2, true));
          expect(refused.status).toBe(403);
          expect(refused.body.error.message).toBe(CLASS_MESSAGES.sessionClosed);
          if (pacing === "enseignant") {
            const onPage = await answerOnPage(pupil.phone, session.code, q2, option(q2, true), door);
            expect(onPage.status).toBe(403);
          }
          expect(await count("class_answers", session.id)).toBe(1);
          expect((await typeCode(device(), session.code, door)).status).toBe(403);
          expect((await participation(pupil.phone, session.code)).participation.session.closed).toBe(true);
          const again = await act(pacer, session.id, { intent: "clore" }, door);
          expect(again.status).toBe(409);
          expect(said(again, door)).toContain(CLASS_MESSAGES.alreadyClosed);
        }
    });

    it("« Et vous ? » keeps counts per option and per session, nothing per pupil, in no table and no export; purged with the session", async () => {
      const map = debateMaps.find((candidate) => candidate.topicId === "immigration")!;
      const question = map.questions[0]!;
      const asked = `${map.topicId}/${question.id}`;
      const session = await createSession(pacer, {});
      const pupils = [await join(session.code), await join(session.code, "data"), await join(session.code)];
      expect(
        (await act(pacer, session.id, { intent: "sondage", question: asked, moment: "avant" }, "document")).status,
      ).toBe(200);
      const pollId = (await results(pacer, session.id)).polls[0].id as string;
      const choices = [question.positions[0]!.id, question.positions[1]!.id, "ne-sait-pas"];
      const vote = (pupil: (typeof pupils)[number], optionId: string, door: PageDoor, id = pollId) =>
        pupil.phone.submit(`/rejoindre/${session.code}`, { intent: "voter", pollId: id, optionId }, door);
      for (const [index, pupil] of pupils.entries()) {
        // The pupil's page shows the poll.
        expect((await participation(pupil.phone, session.code)).poll).toMatchObject({ id: pollId, voted: false });
        expect((await vote(pupil, choices[index]!, doorOf(index))).status).toBe(200);
      }
      for (const door of PAGE_DOORS) {
        // Once per seat, as the server records it: the same vote replayed, another choice, a device that dropped
        // every cookie but its participation's — refused, nothing counted.
        for (const optionId of [choices[0]!, choices[2]!]) {
          const twice = await vote(pupils[0]!, optionId, door);
          expect(twice.status).toBe(409);
          expect(said(twice, door)).toContain(CLASS_MESSAGES.pollAlreadyVoted);
        }
        const forgetful = pupils[1]!;
        const kept = forgetful.phone.cookies.get(`classe-${session.code}`)!;
        forgetful.phone.cookies.clear();
        forgetful.phone.cookies.set(`classe-${session.code}`, kept);
        expect((await vote(forgetful, choices[0]!, door)).status).toBe(409);
        expect((await participation(forgetful.phone, session.code)).poll).toMatchObject({ id: pollId, voted: true });
        expect((await vote(forgetful, "pas-une-position", door)).status).toBe(400);
      }
      // Six votes of one new pupil at the same instant, through both doors: one counts.
      const eager = await join(session.code, "data");
      const rush = await Promise.all(Array.from({ length: 6 }, (_, n) => vote(eager, choices[0]!, doorOf(n))));
      expect(rush.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(rush.filter((answer) => answer.status === 409)).toHaveLength(5);
      // Counted per session: a pupil of another session cannot vote in this one's poll.
      const elsewhere = await createSession(pacer, { title: "Autre classe" });
      const outsider = await join(elsewhere.code, "data");
      const foreignVote = await outsider.phone.submit(
        `/rejoindre/${elsewhere.code}`,
        { intent: "voter", pollId, optionId: choices[0]! },
        "data",
      );
      expect(foreignVote.status).toBe(409);
      expect(said(foreignVote, "data")).toContain(CLASS_MESSAGES.pollUnknown);

      const polls = (await results(pacer, session.id)).polls;
      expect(polls).toHaveLength(1);
      expect(polls[0]).toMatchObject({ question: question.question, moment: "avant", total: 4, open: true });
      expect(
        Object.fromEntries(polls[0].options.map((entry: { id: string; votes: number }) => [entry.id, entry.votes])),
      ).toMatchObject({ [choices[0]!]: 2, [choices[1]!]: 1, "ne-sait-pas": 1 });
      expect((await results(pacer, elsewhere.id)).polls).toEqual([]);

      // The tables: a count per option; who voted, never what (one row per seat, without the option or a time); and
      // no row anywhere that holds both a pupil and an option.
      const counts = (await sql.query("select * from class_poll_counts where poll_id = $1", [pollId])).rows;
      expect(Object.keys(counts[0]).sort()).toEqual(["option_id", "poll_id", "votes"]);
      const seats = (await sql.query("select * from class_poll_votes where poll_id = $1", [pollId])).rows;
      expect(seats).toHaveLength(4);
      expect(Object.keys(seats[0]).sort()).toEqual(["participant_id", "poll_id"]);
      const pollRows = (await sql.query("select * from class_polls where id = $1", [pollId])).rows;
      expect(Object.keys(pollRows[0]).sort()).toEqual([
        "created_at",
        "id",
        "map_id",
        "moment",
        "open",
        "question_id",
        "session_id",
      ]);
      const pupilRows = (
        await sql.query("select id, pseudonym, token_hash from class_participants where session_id = $1", [session.id])
      ).rows as Array<{ id: string; pseudonym: string; token_hash: string }>;
      const pupilMarks = pupilRows.flatMap((row) => [row.id, row.pseudonym, row.token_hash]);
      const tables = (
        await sql.query(
          "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
        )
      ).rows.map((row) => row.table_name as string);
      for (const table of tables) {
        const rows = (await sql.query(`select row_to_json(t)::text as row from "${table}" t`)).rows as Array<{
          row: string;
        }>;
        for (const { row } of rows) {
          if (choices.some((choice) => row.includes(`"${choice}"`)))
            expect(
              pupilMarks.some((mark) => row.includes(mark)),
              `${table}: ${row}`,
            ).toBe(false);
        }
      }
      // The export: answers per pupil, never an opinion.
      const { lines } = await csvLines(pacer, session.id);
      for (const text of [question.question, ...question.positions.map((position) => position.label), "Je ne sais pas"])
        expect(lines.join("\n")).not.toContain(text);

      // An « après » poll on the same question closes the first: the projector compares the two.
      expect(
        (await act(pacer, session.id, { intent: "sondage", question: asked, moment: "apres" }, "data")).status,
      ).toBe(200);
      const closedFirst = await vote(pupils[1]!, choices[0]!, "data");
      expect(closedFirst.status).toBe(409);
      expect(said(closedFirst, "data")).toContain(CLASS_MESSAGES.pollUnknown);
      const both = (await results(pacer, session.id)).polls;
      expect(both.map((poll: { moment: string; open: boolean }) => [poll.moment, poll.open])).toEqual([
        ["avant", false],
        ["apres", true],
      ]);
      for (const door of PAGE_DOORS) {
        const badQuestion = await act(
          pacer,
          session.id,
          { intent: "sondage", question: "immigration/pas-une-question", moment: "avant" },
          door,
        );
        expect(badQuestion.status).toBe(400);
      }
      expect((await act(pacer, session.id, { intent: "clore-sondage", pollId: both[1].id }, "document")).status).toBe(
        200,
      );
      expect((await results(pacer, session.id)).polls.map((poll: { open: boolean }) => poll.open)).toEqual([
        false,
        false,
      ]);

      expect((await act(pacer, session.id, { intent: "supprimer" }, "data")).location).toBe("/classe");
      expect((await sql.query("select 1 from class_polls where session_id = $1", [session.id])).rowCount).toBe(0);
      expect((await sql.query("select 1 from class_poll_counts where poll_id = $1", [pollId])).rowCount).toBe(0);
      expect((await sql.query("select 1 from class_poll_votes where poll_id = $1", [pollId])).rowCount).toBe(0);
    });

    it("a pupil's page of a paced session holds the current question only, and its answer only once revealed", async () => {
      const [first, second, third] = [q1, q2, q3].map((question) => probe(question.question));
      const explanation = probe(q1.explanation);
      for (const fragment of [first, second, third, explanation]) expect(fragment!.length).toBeGreaterThan(15);
      const quizPage = (code: string) => `/rejoindre/${code}/${climat.topicId}`;
      // The control: a self-paced session's quiz page holds every question, as the same probes find them.
      const free = await createSession(pacer, {});
      const freePhone = device("198.51.100.5", AS_PAGE);
      expect((await freePhone.request(`/rejoindre/${free.code}`)).status).toBe(200);
      const freeQuiz = pageText((await freePhone.request(quizPage(free.code))).body);
      for (const fragment of [first, second, third, explanation]) expect(freeQuiz).toContain(fragment);

      const session = await createSession(pacer, { pacing: "enseignant" });
      const phone = device("198.51.100.5", AS_PAGE);
      const read = async (path: string) => {
        const response = await phone.request(path);
        expect(response.status).toBe(200);
        return pageText(response.body);
      };
      const waiting = await read(`/rejoindre/${session.code}`);
      expect(waiting).toContain("Votre enseignant va afficher la première question");
      for (const fragment of [first, second, third, explanation]) expect(waiting).not.toContain(fragment);
      // No link to the quiz's page, and that page sends the pupil back to the session's, as a page and as data.
      expect(waiting).not.toContain(quizPage(session.code));
      for (const path of [quizPage(session.code), `${quizPage(session.code)}.data`]) {
        const away = await phone.request(path);
        const text = pageText(away.body);
        expect(away.status === 302 ? away.headers.get("location") : text).toContain(`/rejoindre/${session.code}`);
        for (const fragment of [first, second, third, explanation]) expect(text).not.toContain(fragment);
      }

      await act(pacer, session.id, { intent: "suivante", from: "-1" }, "document");
      const shown = await read(`/rejoindre/${session.code}`);
      expect(shown).toContain(first);
      for (const fragment of [second, third, explanation]) expect(shown).not.toContain(fragment);
      expect(shown).not.toContain("isCorrect");
      const data = await read(`/rejoindre/${session.code}.data`);
      expect(data).toContain(first);
      for (const fragment of [second, third, explanation]) expect(data).not.toContain(fragment);

      await act(pacer, session.id, { intent: "reveler" }, "data");
      const revealed = await read(`/rejoindre/${session.code}`);
      expect(revealed).toContain(explanation);
      for (const fragment of [second, third]) expect(revealed).not.toContain(fragment);
    });

    it("ends a paced lesson on each phone — last question revealed, or closed — with its score and the questions shown only (issue 48)", async () => {
      type End = {
        quiz: { questions: Array<{ id: string; review?: { path: string } }> };
        answers: Array<{ questionId: string; isCorrect: boolean }>;
      } | null;
      const lessonEnd = async (phone: Browser, code: string) =>
        (await loaded(phone, `/rejoindre/${code}`, "routes/rejoindre-seance")).data!.lessonEnd as End;
      // The whole lesson: three questions shown, answered right, wrong, right; the end comes with the last « Révéler ».
      const session = await createSession(pacer, { pacing: "enseignant" });
      const pupil = await join(session.code, "data");
      for (const [index, [question, correct]] of (
        [
          [q1, true],
          [q2, false],
          [q3, true],
        ] as const
      ).entries()) {
        await act(pacer, session.id, { intent: "suivante", from: String(index - 1) }, "data");
        expect(
          (await answerOnPage(pupil.phone, session.code, question, option(question, correct), "data")).status,
        ).toBe(200);
        expect(await lessonEnd(pupil.phone, session.code)).toBeNull();
        await act(pacer, session.id, { intent: "reveler" }, "document");
      }
      const end = (await lessonEnd(pupil.phone, session.code))!;
      expect(end.quiz.questions.map((question) => question.id)).toEqual([q1.id, q2.id, q3.id]);
      expect(end.answers.map((answer) => [answer.questionId, answer.isCorrect])).toEqual([
        [q1.id, true],
        [q2.id, false],
        [q3.id, true],
      ]);
      // Without scripts too: the score, and « Relire la fiche » at the slide of the missed question.
      const page = (await pupil.phone.request(`/rejoindre/${session.code}`, { headers: AS_PAGE })).text;
      expect(pageText(page)).toContain("2/3");
      expect(page).toContain(`href="${q2.review!.path}"`);

      // Closed after its first question: the end holds that question, never one the class was not shown.
      const closed = await createSession(pacer, { pacing: "enseignant" });
      const early = await join(closed.code, "document");
      await act(pacer, closed.id, { intent: "suivante", from: "-1" }, "document");
      await act(pacer, closed.id, { intent: "clore" }, "data");
      const cut = (await lessonEnd(early.phone, closed.code))!;
      expect(cut.quiz.questions.map((question) => question.id)).toEqual([q1.id]);
      expect(cut.answers).toEqual([]);
      const closedPage = pageText((await early.phone.request(`/rejoindre/${closed.code}`, { headers: AS_PAGE })).text);
      expect(closedPage).toContain("0/1");
      for (const question of [q2, q3]) expect(closedPage).not.toContain(probe(question.question));
    });

    it("« Dupliquer la séance »: the same settings for another class, a new code, no link, no pupil; both doors", async () => {
      const paced = await createSession(pacer, { title: "2de C — Climat", pacing: "enseignant", timerSeconds: "60" });
      await join(paced.code);
      for (const door of PAGE_DOORS) {
        const copy = await act(pacer, paced.id, { intent: "dupliquer" }, door);
        expect(copy.status).toBe(302);
        const copied = await results(pacer, copy.location!.split("/").pop()!);
        expect(copied.session).toMatchObject({
          title: "2de C — Climat (copie)",
          pacing: "enseignant",
          timerSeconds: 60,
          pretestId: null,
          participantCount: 0,
        });
        expect(copied.session.code).not.toBe(paced.code);
      }
    });
  });

  describe("the teachers' live streams", () => {
    /** A teacher's live stream, read as the browser's EventSource would (the page's cookies, same origin). */
    async function openStream(browser: Browser, sessionId: string) {
      const response = await fetch(`${site.server.url}/api/class/sessions/${sessionId}/events`, {
        headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      });
      const reader = response.body?.getReader();
      const decoder = new TextDecoder();
      let text = "";
      return {
        response,
        /** Reads until `pattern` shows, or the stream ends: true when it showed. */
        async readUntil(pattern: RegExp) {
          while (!pattern.test(text)) {
            const { value, done } = await reader!.read();
            if (done) return false;
            text += decoder.decode(value);
          }
          return true;
        },
        /** Reads to the end of the stream: resolves once the server closed it. */
        async ended() {
          while (!(await reader!.read()).done);
          return true;
        },
        close: () => reader?.cancel(),
      };
    }

    it("announces each stored answer and each pace change on the teacher's stream", async () => {
      const session = await createSession(teacher, { title: "En direct", pacing: "enseignant" });
      const stream = await openStream(teacher, session.id);
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(await stream.readUntil(/event: ready/)).toBe(true);
      const pupil = await join(session.code, "data");
      await act(teacher, session.id, { intent: "suivante", from: "-1" }, "data");
      const started = Date.now();
      expect((await answerOnPage(pupil.phone, session.code, q1, option(q1, true), "data")).status).toBe(200);
      expect(await stream.readUntil(/event: change/)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
      await stream.close();
    });

    it("caps one account's live streams with a 429 and a log line, while the site keeps answering", async () => {
      const busy = await confirmedMember(site, `flux-${randomUUID().slice(0, 8)}@example.fr`);
      const session = await createSession(busy, { title: "Flux" });
      const open = [];
      for (let n = 0; n < 10; n += 1) {
        const stream = await openStream(busy, session.id);
        expect(stream.response.status).toBe(200);
        expect(await stream.readUntil(/event: ready/)).toBe(true);
        open.push(stream);
      }
      const attempts = await Promise.all(
        Array.from({ length: 50 }, () => busy.request(`/api/class/sessions/${session.id}/events`)),
      );
      expect(attempts.map((response) => response.status)).toEqual(Array(50).fill(429));
      expect(attempts[0]!.body.error.message).toBe(
        "Trop de pages de résultats en direct sont ouvertes. Fermez-en une, puis rechargez celle-ci.",
      );
      expect(attempts[0]!.headers.get("retry-after")).toBe("30");
      await expect
        .poll(() => site.server.output(), LOG_LINE_WITHIN)
        .toContain("live class stream refused: this account holds 10 (limit 10)");
      // Meanwhile the site answers: another teacher's stream, a pupil's join and answer, the health check.
      const others = await createSession(teacher, { title: "Autre classe" });
      const theirs = await openStream(teacher, others.id);
      expect(theirs.response.status).toBe(200);
      await theirs.close();
      const pupil = await join(session.code, "data", device("198.51.100.200"));
      expect((await outbox(pupil, answerOf(q1, true))).status).toBe(200);
      expect(await open[0]!.readUntil(/event: change/)).toBe(true);
      expect((await device().request("/api/health")).status).toBe(200);
      // A stream closed by its page frees its place.
      await open[0]!.close();
      let reopened: Awaited<ReturnType<typeof openStream>> | undefined;
      for (let attempt = 0; attempt < 100 && reopened?.response.status !== 200; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        reopened = await openStream(busy, session.id);
      }
      expect(reopened!.response.status).toBe(200);
      for (const stream of [...open.slice(1), reopened!]) await stream.close();
    });

    it("closes a teacher's live stream when the teacher signs out, and when the session is deleted from its page", async () => {
      const leaving = await confirmedMember(site, `sortie-${randomUUID().slice(0, 8)}@example.fr`);
      const own = await createSession(leaving, { title: "Dernière séance" });
      const stream = await openStream(leaving, own.id);
      expect(await stream.readUntil(/event: ready/)).toBe(true);
      expect((await leaving.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
      expect(await stream.ended()).toBe(true);

      const session = await createSession(teacher, { title: "Bientôt fermée" });
      const watched = await openStream(teacher, session.id);
      expect(await watched.readUntil(/event: ready/)).toBe(true);
      expect((await act(teacher, session.id, { intent: "supprimer" }, "document")).location).toBe("/classe");
      expect(await watched.ended()).toBe(true);
      // Reconnecting gets a refusal, which stops the browser's EventSource.
      expect((await openStream(teacher, session.id)).response.status).toBe(404);
    });

    it("caps pupils' live streams per address and per session: one address cannot take the process's streams", async () => {
      // 200 streams in this process (beforeAll): 50 for one address's pupils, 50 for one session's.
      const owner = await confirmedMember(site, `flux-eleves-${randomUUID().slice(0, 8)}@example.fr`);
      const [first, second, third] = [
        await createSession(owner, { title: "Flux A" }),
        await createSession(owner, { title: "Flux B" }),
        await createSession(owner, { title: "Flux C" }),
      ];
      const opened: Response[] = [];
      const pupilStream = async (pupil: { phone: Browser; code: string }, address: string) => {
        const response = await fetch(`${site.server.url}/rejoindre/${pupil.code}/direct`, {
          headers: {
            cookie: `classe-${pupil.code}=${pupil.phone.cookies.get(`classe-${pupil.code}`)}`,
            "x-forwarded-for": address,
          },
        });
        if (response.status === 200) opened.push(response);
        return response;
      };
      /** The server's output once it holds `line` (its log reaches this process a moment after the answer). */
      const logged = async (line: string) => {
        for (let wait = 0; wait < 100 && !site.server.output().includes(line); wait += 1)
          await new Promise((resolve) => setTimeout(resolve, 20));
        return site.server.output();
      };
      const flooder = "203.0.113.80";
      const pupilsAt = (code: string, address: string, n: number) =>
        Promise.all(Array.from({ length: n }, () => join(code, "data", device(address))));
      const flooding = [...(await pupilsAt(first.code, flooder, 3)), ...(await pupilsAt(second.code, flooder, 2))];
      for (const pupil of flooding)
        for (let n = 0; n < 10; n += 1) expect((await pupilStream(pupil, flooder)).status).toBe(200);
      // One address: its 51st stream is refused, whatever the session…
      const [more] = await pupilsAt(third.code, flooder, 1);
      const refused = await pupilStream(more!, flooder);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("30");
      expect(await logged("live pupil stream refused: this address holds 50 (limit 50)")).toContain(
        "live pupil stream refused: this address holds 50 (limit 50)",
      );
      // …while a pupil elsewhere gets one, until the session holds its share.
      for (const pupil of await pupilsAt(first.code, "203.0.113.81", 2))
        for (let n = 0; n < 10; n += 1) expect((await pupilStream(pupil, "203.0.113.81")).status).toBe(200);
      const [late] = await pupilsAt(first.code, "203.0.113.82", 1);
      expect((await pupilStream(late!, "203.0.113.82")).status).toBe(429);
      expect(await logged("live pupil stream refused: this session holds 50 (limit 50)")).toContain(
        "live pupil stream refused: this session holds 50 (limit 50)",
      );
      const [elsewhere] = await pupilsAt(third.code, "203.0.113.82", 1);
      expect((await pupilStream(elsewhere!, "203.0.113.82")).status).toBe(200);
      // The teacher of the session full of pupils' streams still gets theirs.
      const own = await openStream(owner, first.id);
      expect(own.response.status).toBe(200);
      await own.close();
      for (const response of opened) await response.body?.cancel();
    });

    it("tells the browser not to reconnect to the stream of a closed session (204)", async () => {
      const session = await createSession(teacher, { title: "Déjà close" });
      expect((await act(teacher, session.id, { intent: "clore" }, "data")).status).toBe(200);
      const stream = await openStream(teacher, session.id);
      expect(stream.response.status).toBe(204);
      expect(stream.response.headers.get("cache-control")).toBe("no-store");
    });
  });
});
