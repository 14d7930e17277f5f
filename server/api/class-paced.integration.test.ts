// Issue 34, items 1–3 (docs/decisions/038-teacher-paced-class.md), through the real server and PostgreSQL: a
// teacher-paced session (next question, reveal, timer, close), « Et vous ? » polls that leave only counts, and pupils
// the teacher can follow (the pseudonym kept in a post-test, « Retirer » final, « Dupliquer la séance »).
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASS_MESSAGES, CLASS_TOKEN_HEADER } from "../../core/class-mode";
import { debateMaps, findQuizByTopic } from "../../content/registry";
import { browserLike } from "../../tests/support/http-client";
import { confirmedMember, startSiteOnPostgres, type SiteOnPostgres } from "../../tests/support/site";

const climat = findQuizByTopic("climat-objectifs-quiz")!;
const [q1, q2] = climat.questions as [(typeof climat.questions)[number], (typeof climat.questions)[number]];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const option = (question: typeof q1, correct: boolean) =>
  question.options.find((candidate) => candidate.isCorrect === correct)!.id;
const AS_PAGE = {
  "sec-fetch-dest": "document",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
};
const pageText = (html: unknown) => String(html).replaceAll("<!-- -->", "");
/** A text's longest run of words, digits and spaces: found as is in a page's HTML and in its serialised data. */
const probe = (text: string) =>
  (text.match(/[\p{L}\d -]+/gu) ?? []).map((run) => run.trim()).sort((a, b) => b.length - a.length)[0]!;

describe("teacher-paced sessions, « Et vous ? » polls and pupils the teacher can follow, on PostgreSQL", () => {
  let site: SiteOnPostgres;
  let sql: pg.Client;
  let teacher: Awaited<ReturnType<typeof confirmedMember>>;
  const pupil = (token?: string) =>
    browserLike(site.server.url, token ? { headers: { [CLASS_TOKEN_HEADER]: token } } : {});
  const join = async (code: string) => {
    const response = await pupil().request("/api/class/join", { json: { code } });
    expect(response.status).toBe(201);
    return { token: response.body.token as string, pseudonym: response.body.pseudonym as string };
  };
  const answer = (token: string, question: typeof q1, optionId: string) =>
    pupil(token).request("/api/class/answers", {
      json: { topicId: climat.topicId, questionId: question.id, selectedOptionId: optionId },
    });
  const participation = async (token: string) => {
    const response = await pupil(token).request("/api/class/participation");
    expect(response.status).toBe(200);
    return response;
  };
  const answers = async (sessionId: string) =>
    Number((await sql.query("select count(*) from class_answers where session_id = $1", [sessionId])).rows[0].count);
  const create = async (body: Record<string, unknown>) => {
    const response = await teacher.request("/api/class/sessions", {
      json: { title: "1re B — Climat", topicIds: [climat.topicId], closesAt: inDays(7), ...body },
    });
    expect(response.status).toBe(201);
    return response.body.session as { id: string; code: string };
  };

  beforeAll(async () => {
    // The built server: the pupil's pages (their forms, their cookies) are rendered by React Router.
    site = await startSiteOnPostgres();
    sql = site.sql;
    teacher = await confirmedMember(site, `prof-guide-${randomUUID().slice(0, 8)}@example.fr`);
  });
  afterAll(() => site?.stop());

  it("moves the class question by question, hides the answer until « Révéler », and refuses answers out of turn", async () => {
    const session = await create({ pacing: "enseignant", timerSeconds: "30" });
    const [a, b, c] = [await join(session.code), await join(session.code), await join(session.code)];
    const waiting = await participation(a!.token);
    expect(waiting.body.pace).toMatchObject({ pacing: "enseignant", timerSeconds: 30, current: null });
    // Before the first question, nothing is current: an answer is refused and nothing stored.
    const early = await answer(a!.token, q1, option(q1, true));
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(CLASS_MESSAGES.notCurrentQuestion);

    const next = (from: number) => teacher.request(`/api/class/sessions/${session.id}/next`, { json: { from } });
    expect((await next(-1)).status).toBe(204);
    // A second press sent from the same screen (from -1) moves nobody further.
    expect((await next(-1)).status).toBe(204);
    const shown = await participation(a!.token);
    expect(shown.body.pace.current).toMatchObject({ index: 0, questionId: q1.id, revealed: false });
    expect(shown.body.pace.current.secondsLeft).toBeGreaterThan(25);
    expect(shown.body.pace.current.secondsLeft).toBeLessThanOrEqual(30);
    expect(shown.body.pace.current.options).toEqual(q1.options.map(({ id, text }) => ({ id, text })));
    // The answer cannot be read through the API before it is revealed: no flag, no explanation.
    expect(shown.body.pace.answer).toBeNull();
    expect(JSON.stringify(shown.body)).not.toContain("isCorrect");
    expect(JSON.stringify(shown.body)).not.toContain(q1.explanation.slice(0, 30));

    expect((await answer(a!.token, q2, option(q2, true))).status).toBe(409);
    expect((await answer(a!.token, q1, option(q1, true))).status).toBe(200);
    expect((await answer(b!.token, q1, option(q1, false))).status).toBe(200);
    const mine = await participation(a!.token);
    expect(mine.body.pace).toMatchObject({ mine: option(q1, true), answer: null });
    expect(JSON.stringify(mine.body)).not.toContain(q1.explanation.slice(0, 30));

    expect((await teacher.request(`/api/class/sessions/${session.id}/reveal`, { method: "POST" })).status).toBe(204);
    const revealed = await participation(a!.token);
    expect(revealed.body.pace.answer).toEqual({
      correctOptionIds: [option(q1, true)],
      explanation: q1.explanation,
    });
    const late = await answer(c!.token, q1, option(q1, true));
    expect(late.status).toBe(403);
    expect(late.body.error.message).toBe(CLASS_MESSAGES.answerRevealed);
    expect(await answers(session.id)).toBe(2);

    // The teacher's results: the current question, who answered what in the grid.
    const results = await teacher.request(`/api/class/sessions/${session.id}`);
    expect(results.body.pace.current).toMatchObject({ index: 0, revealed: true });
    expect(results.body.participants[0].grid).toEqual({ [`${climat.topicId}/${q1.id}`]: true });

    // The timer, by the database's clock: past its deadline (and the grace), an answer is refused in French.
    expect((await next(0)).status).toBe(204);
    await sql.query("update class_sessions set question_deadline = now() - interval '5 seconds' where id = $1", [
      session.id,
    ]);
    const timeUp = await answer(a!.token, q2, option(q2, true));
    expect(timeUp.status).toBe(403);
    expect(timeUp.body.error.message).toBe(CLASS_MESSAGES.timeUp);
    expect(await answers(session.id)).toBe(2);
    expect((await participation(a!.token)).body.pace.current.secondsLeft).toBe(0);

    // A pupil who joins late lands on the current question.
    const latecomer = await join(session.code);
    expect((await participation(latecomer.token)).body.pace.current).toMatchObject({ index: 1, questionId: q2.id });
    expect((await next(1)).status).toBe(204);
    // Another account cannot move this class.
    const stranger = await confirmedMember(site, `autre-guide-${randomUUID().slice(0, 8)}@example.fr`);
    expect((await stranger.request(`/api/class/sessions/${session.id}/next`, { json: { from: 2 } })).status).toBe(404);
    expect((await stranger.request(`/api/class/sessions/${session.id}/close`, { method: "POST" })).status).toBe(404);
  });

  it("« Clore la séance » stops answers and joins at once, in both modes, even for a pupil the server remembers", async () => {
    for (const pacing of ["libre", "enseignant"] as const) {
      const session = await create({ pacing });
      const pupilA = await join(session.code);
      if (pacing === "enseignant")
        await teacher.request(`/api/class/sessions/${session.id}/next`, { json: { from: -1 } });
      // An answer first: the process now remembers this pupil and the session's (former) closing date.
      expect((await answer(pupilA.token, q1, option(q1, true))).status).toBe(200);
      expect((await teacher.request(`/api/class/sessions/${session.id}/close`, { method: "POST" })).status).toBe(204);
      const refused = await answer(pupilA.token, q2, option(q2, true));
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(CLASS_MESSAGES.sessionClosed);
      expect(await answers(session.id)).toBe(1);
      const joinAfter = await pupil().request("/api/class/join", { json: { code: session.code } });
      expect(joinAfter.status).toBe(403);
      expect((await participation(pupilA.token)).body.session.closed).toBe(true);
      const again = await teacher.request(`/api/class/sessions/${session.id}/close`, { method: "POST" });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(CLASS_MESSAGES.alreadyClosed);
    }
  });

  it("« Et vous ? » keeps counts per option and nothing per pupil, in no table and no export; purged with the session", async () => {
    const map = debateMaps.find((candidate) => candidate.topicId === "immigration")!;
    const question = map.questions[0]!;
    const session = await create({});
    const pupils = [await join(session.code), await join(session.code), await join(session.code)];
    const opened = await teacher.request(`/api/class/sessions/${session.id}/polls`, {
      json: { question: `${map.topicId}/${question.id}`, moment: "avant" },
    });
    expect(opened.status).toBe(201);
    const pollId = opened.body.poll.id as string;
    const choices = [question.positions[0]!.id, question.positions[1]!.id, "ne-sait-pas"];
    for (const [index, who] of pupils.entries()) {
      const vote = await pupil(who.token).request("/api/class/votes", {
        json: { pollId, optionId: choices[index] },
      });
      expect(vote.status).toBe(200);
    }
    // No more votes than pupils: a fourth is refused.
    const extra = await pupil(pupils[0]!.token).request("/api/class/votes", { json: { pollId, optionId: choices[0] } });
    expect(extra.status).toBe(409);
    expect(extra.body.error.message).toBe(CLASS_MESSAGES.pollFull);
    const unknown = await pupil(pupils[0]!.token).request("/api/class/votes", {
      json: { pollId, optionId: "pas-une-position" },
    });
    expect(unknown.status).toBe(400);

    const results = await teacher.request(`/api/class/sessions/${session.id}`);
    expect(results.body.polls).toHaveLength(1);
    expect(results.body.polls[0]).toMatchObject({ question: question.question, moment: "avant", total: 3, open: true });
    expect(
      Object.fromEntries(
        results.body.polls[0].options.map((entry: { id: string; votes: number }) => [entry.id, entry.votes]),
      ),
    ).toMatchObject({ [choices[0]!]: 1, [choices[1]!]: 1, "ne-sait-pas": 1 });

    // The tables: a count per option, and no row anywhere that holds both a pupil and the poll or an option.
    const counts = (await sql.query("select * from class_poll_counts where poll_id = $1", [pollId])).rows;
    expect(Object.keys(counts[0]).sort()).toEqual(["option_id", "poll_id", "votes"]);
    const polls = (await sql.query("select * from class_polls where id = $1", [pollId])).rows;
    expect(Object.keys(polls[0]).sort()).toEqual([
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
        const aboutThePoll = row.includes(pollId) || choices.some((choice) => row.includes(`"${choice}"`));
        if (aboutThePoll)
          expect(
            pupilMarks.some((mark) => row.includes(mark)),
            `${table}: ${row}`,
          ).toBe(false);
      }
    }
    // The export: answers per pupil, never an opinion.
    const csv = await teacher.request(`/api/class/sessions/${session.id}/answers.csv`);
    expect(csv.status).toBe(200);
    for (const text of [question.question, ...question.positions.map((position) => position.label), "Je ne sais pas"])
      expect(String(csv.body)).not.toContain(text);

    // An « après » poll on the same question: the projector compares the two.
    await teacher.request(`/api/class/sessions/${session.id}/polls`, {
      json: { question: `${map.topicId}/${question.id}`, moment: "apres" },
    });
    const closedFirst = await pupil(pupils[1]!.token).request("/api/class/votes", {
      json: { pollId, optionId: choices[0] },
    });
    expect(closedFirst.status).toBe(409);
    const both = (await teacher.request(`/api/class/sessions/${session.id}`)).body.polls;
    expect(both.map((poll: { moment: string; open: boolean }) => [poll.moment, poll.open])).toEqual([
      ["avant", false],
      ["apres", true],
    ]);
    const badQuestion = await teacher.request(`/api/class/sessions/${session.id}/polls`, {
      json: { question: "immigration/pas-une-question", moment: "avant" },
    });
    expect(badQuestion.status).toBe(400);

    expect((await teacher.request(`/api/class/sessions/${session.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await sql.query("select 1 from class_polls where session_id = $1", [session.id])).rowCount).toBe(0);
    expect((await sql.query("select 1 from class_poll_counts where poll_id = $1", [pollId])).rowCount).toBe(0);
  });

  it("a pupil's page of a paced session holds the current question only, and its answer only once revealed", async () => {
    const q3 = climat.questions[2]!;
    const [first, second, third] = [q1, q2, q3].map((question) => probe(question.question));
    const explanation = probe(q1.explanation);
    for (const fragment of [first, second, third, explanation]) expect(fragment!.length).toBeGreaterThan(15);
    const quizPage = (code: string) => `/rejoindre/${code}/${climat.topicId}`;
    // The control: a self-paced session's quiz page holds every question, as the same probes find them.
    const free = await create({});
    const freePhone = browserLike(site.server.url, { headers: AS_PAGE });
    expect((await freePhone.request(`/rejoindre/${free.code}`)).status).toBe(200);
    const freeQuiz = pageText((await freePhone.request(quizPage(free.code))).body);
    for (const fragment of [first, second, third, explanation]) expect(freeQuiz).toContain(fragment);

    const session = await create({ pacing: "enseignant" });
    const phone = browserLike(site.server.url, { headers: AS_PAGE });
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

    await teacher.request(`/api/class/sessions/${session.id}/next`, { json: { from: -1 } });
    const shown = await read(`/rejoindre/${session.code}`);
    expect(shown).toContain(first);
    for (const fragment of [second, third, explanation]) expect(shown).not.toContain(fragment);
    expect(shown).not.toContain("isCorrect");
    const data = await read(`/rejoindre/${session.code}.data`);
    expect(data).toContain(first);
    for (const fragment of [second, third, explanation]) expect(data).not.toContain(fragment);

    await teacher.request(`/api/class/sessions/${session.id}/reveal`, { method: "POST" });
    const revealed = await read(`/rejoindre/${session.code}`);
    expect(revealed).toContain(explanation);
    for (const fragment of [second, third]) expect(revealed).not.toContain(fragment);
  });

  it("a vote from the pupil's page counts once per device, and the device keeps only which poll it answered", async () => {
    const map = debateMaps[0]!;
    const question = map.questions[0]!;
    const session = await create({});
    const phone = browserLike(site.server.url, { headers: AS_PAGE });
    const firstPage = await phone.request(`/rejoindre/${session.code}`);
    expect(firstPage.status).toBe(200);
    await teacher.request(`/api/class/sessions/${session.id}/polls`, {
      json: { question: `${map.topicId}/${question.id}`, moment: "avant" },
    });
    const page = pageText((await phone.request(`/rejoindre/${session.code}`)).body);
    expect(page).toContain(question.question);
    const pollId = page.match(/name="pollId" value="([0-9a-f-]{36})"/)![1]!;
    const form = { intent: "voter", pollId, optionId: question.positions[0]!.id };
    expect((await phone.request(`/rejoindre/${session.code}`, { form })).status).toBe(200);
    const mark = phone.cookies.get(`avis-${session.code}`);
    expect(mark).toBe(pollId);
    const twice = await phone.request(`/rejoindre/${session.code}`, { form });
    expect(twice.status).toBe(409);
    const results = (await teacher.request(`/api/class/sessions/${session.id}`)).body.polls[0];
    expect(results.total).toBe(1);
    expect(pageText((await phone.request(`/rejoindre/${session.code}`)).body)).toContain("votre avis est compté");
  });

  it("keeps a device's pseudonym in the post-test, compares each pupil, makes « Retirer » final, and duplicates", async () => {
    const session = await create({ title: "Avant — climat" });
    const phone = browserLike(site.server.url, { headers: AS_PAGE });
    const first = pageText((await phone.request(`/rejoindre/${session.code}`)).body);
    const pseudonym =
      first.match(/data-pseudonym="">([^<]+)</)?.[1] ?? first.match(/data-pseudonym[^>]*>([^<]+)</)![1]!;
    const token = phone.cookies.get(`classe-${session.code}`)!;
    expect((await answer(token, q1, option(q1, false))).status).toBe(200);

    const post = await teacher.request(`/api/class/sessions/${session.id}/post-test`, { method: "POST" });
    const after = post.body.session as { id: string; code: string };
    const second = pageText((await phone.request(`/rejoindre/${after.code}`)).body);
    expect(second).toMatch(new RegExp(`data-pseudonym[^>]*>${pseudonym}<`));
    const postToken = phone.cookies.get(`classe-${after.code}`)!;
    expect(postToken).not.toBe(token);
    expect((await answer(postToken, q1, option(q1, true))).status).toBe(200);
    const results = await teacher.request(`/api/class/sessions/${after.id}`);
    expect(results.body.participants[0]).toMatchObject({
      pseudonym,
      correct: 1,
      before: { answered: 1, correct: 0 },
    });

    // « Retirer »: the page cannot join again under a new pseudonym, by its address or by typing the code.
    const participantId = results.body.participants[0].id as string;
    expect(
      (await teacher.request(`/api/class/sessions/${after.id}/participants/${participantId}`, { method: "DELETE" }))
        .status,
    ).toBe(204);
    const removed = pageText((await phone.request(`/rejoindre/${after.code}`)).body);
    expect(removed).toContain(CLASS_MESSAGES.removed.replaceAll("’", "’"));
    const typed = await phone.request("/rejoindre", { form: { code: after.code } });
    expect(typed.status).toBe(403);
    const participantsLeft = await sql.query(
      "select count(*)::int as n from class_participants where session_id = $1",
      [after.id],
    );
    expect(participantsLeft.rows[0].n).toBe(0);
    const api = await pupil(postToken).request("/api/class/participation");
    expect(api.status).toBe(403);
    expect(api.body.error.message).toBe(CLASS_MESSAGES.removed);

    // « Dupliquer la séance »: the same settings for another class, a new code, no link, no pupil.
    const paced = await create({ title: "2de C — Climat", pacing: "enseignant", timerSeconds: 60 });
    const copy = await teacher.request(`/api/class/sessions/${paced.id}/duplicate`, { method: "POST" });
    expect(copy.status).toBe(201);
    const copied = (await teacher.request(`/api/class/sessions/${copy.body.session.id}`)).body;
    expect(copied.session).toMatchObject({
      title: "2de C — Climat (copie)",
      pacing: "enseignant",
      timerSeconds: 60,
      pretestId: null,
      participantCount: 0,
    });
    expect(copied.session.code).not.toBe(paced.code);
  });
});
