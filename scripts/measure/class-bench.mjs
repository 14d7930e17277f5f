// (c) of `npm run bench`: a class of 200 pupils in one session, each answering 10 questions as fast as the server
// lets them, all at once (docs/performance.md#class-mode). Checks that every answer is stored exactly once and that
// the teacher's figures (SQL aggregates) equal a direct count; measures each answer's latency.
import { readdirSync, readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import path from "node:path";

export const CLASS_PUPILS = 200;
export const CLASS_QUESTIONS = 10;
/** The quiz of the session: the immigration topic's global quiz has 16 questions, the pupils answer its first 10. */
const QUIZ = "immigration-global";

/** One keep-alive connection per pupil, as 200 phones would hold. */
const agent = new Agent({ keepAlive: true, maxSockets: CLASS_PUPILS });

function send(port, pathname, { method = "GET", headers = {}, json } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method,
        agent,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode,
            headers: response.headers,
            ms: performance.now() - started,
            json: () => JSON.parse(text),
            text,
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A confirmed teacher: signed up through the API, the confirmation link read from the server's mail outbox. */
async function signedInTeacher(port, outbox, decodeQuotedPrintable) {
  const email = `bench-${Date.now()}@example.fr`;
  const signUp = await send(port, "/api/auth/sign-up/email", {
    method: "POST",
    json: { email, password: "lecture-du-soir", name: "bench", callbackURL: "/profil" },
  });
  if (signUp.status !== 200) throw new Error(`teacher sign-up answered ${signUp.status}: ${signUp.text}`);
  let link;
  for (let tries = 0; tries < 50 && !link; tries += 1) {
    for (const file of readdirSync(outbox)) {
      const raw = decodeQuotedPrintable(readFileSync(path.join(outbox, file), "utf8"));
      if (raw.includes(`To: ${email}`))
        link = raw.match(/http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/)?.[0];
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error("no confirmation mail for the bench's teacher in the outbox");
  const verified = await send(port, new URL(link).pathname + new URL(link).search);
  const cookie = (verified.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
  if (!cookie.includes("session_token")) throw new Error(`the confirmation link gave no session (${verified.status})`);
  return cookie;
}

/**
 * Runs the class scenario against our server on `port`. Returns the table's row (latencies of the answers) and what
 * the teacher's page counted, for the direct count made once the server has stopped.
 */
export async function benchClass({ port, outbox, findQuizByTopic, decodeQuotedPrintable }) {
  const quiz = findQuizByTopic(QUIZ);
  if (!quiz || quiz.questions.length < CLASS_QUESTIONS)
    throw new Error(`the quiz ${QUIZ} needs ${CLASS_QUESTIONS} questions`);
  const cookie = await signedInTeacher(port, outbox, decodeQuotedPrintable);
  const created = await send(port, "/api/class/sessions", {
    method: "POST",
    headers: { cookie },
    json: { title: "Bench — 200 élèves", topicIds: [QUIZ], closesAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  if (created.status !== 201) throw new Error(`session creation answered ${created.status}: ${created.text}`);
  const session = created.json().session;

  const tokens = await Promise.all(
    Array.from({ length: CLASS_PUPILS }, async () => {
      const joined = await send(port, "/api/class/join", { method: "POST", json: { code: session.code } });
      if (joined.status !== 201) throw new Error(`a pupil could not join: ${joined.status} ${joined.text}`);
      return joined.json().token;
    }),
  );

  // Pupil i picks option (i + question) mod n: every option of every question gets answers.
  const questions = quiz.questions.slice(0, CLASS_QUESTIONS);
  const latencies = [];
  let errors = 0;
  let firstError = "";
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, pupil) => {
      for (const [index, question] of questions.entries()) {
        const option = question.options[(pupil + index) % question.options.length];
        const answer = await send(port, "/api/class/answers", {
          method: "POST",
          headers: { "x-class-token": token },
          json: { topicId: QUIZ, questionId: question.id, selectedOptionId: option.id },
        });
        if (answer.status === 200) latencies.push(answer.ms);
        else {
          errors += 1;
          firstError ||= `${answer.status} ${answer.text.slice(0, 200)}`;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const results = await send(port, `/api/class/sessions/${session.id}`, { headers: { cookie } });
  if (results.status !== 200) throw new Error(`the teacher's results answered ${results.status}`);
  const body = results.json();
  const byOption = {};
  for (const question of body.quizzes[0].questions)
    for (const option of question.options) if (option.count > 0) byOption[`${question.id}/${option.id}`] = option.count;
  agent.destroy();
  return {
    row: {
      target: "class: POST /api/class/answers",
      connections: CLASS_PUPILS,
      rps: latencies.length / seconds,
      seconds,
      latencies,
      errors,
      errorDetail: firstError ? `first refusal: ${firstError}` : "",
    },
    sessionId: session.id,
    expected: CLASS_PUPILS * CLASS_QUESTIONS,
    dashboard: {
      total: Object.values(byOption).reduce((sum, count) => sum + count, 0),
      byOption,
      everyPupilDone:
        body.participants.length === CLASS_PUPILS && body.participants.every((p) => p.answered === CLASS_QUESTIONS),
    },
  };
}

/** What the database holds for the session, counted directly (the server stopped, so PGlite can be opened). */
export async function countClassAnswers(database, sessionId) {
  const { rows } = await database.db.$client.query(
    "select question_id, selected_option_id, count(*)::int as n from class_answers where session_id = $1 group by 1, 2",
    [sessionId],
  );
  const byOption = Object.fromEntries(
    rows.map((row) => [`${row.question_id}/${row.selected_option_id}`, Number(row.n)]),
  );
  const { rows: duplicates } = await database.db.$client.query(
    "select count(*)::int as n from (select participant_id, question_id from class_answers where session_id = $1 group by 1, 2 having count(*) > 1) d",
    [sessionId],
  );
  return {
    total: Object.values(byOption).reduce((sum, n) => sum + n, 0),
    byOption,
    duplicates: Number(duplicates[0].n),
  };
}
