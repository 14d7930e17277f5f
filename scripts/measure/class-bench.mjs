// (c) of `npm run bench`: class mode at a school's scale, against our production server (docs/performance.md#class-mode).
//  1. A school's NAT: 30 pupils behind ONE client address, each typing a different wrong code first, then the right
//     one, all at once: every one of them must join (the wrong-code limit must not lock a school out).
//  2. A class of 200 pupils in one session, each answering 10 questions as fast as the server lets them, all at once,
//     while 300 teachers' live streams (GET /api/class/sessions/:id/events, the /classe pages) stay open: 30
//     accounts × 10 streams, the session's own teacher among them. Checks that every answer is stored exactly once,
//     that the teacher's figures (SQL aggregates) equal a direct count, that every stream stays open and that the
//     session's streams are told of the answers; measures each answer's acknowledgement.
//  3. 2,000 stream attempts from one account: beyond its cap (CLASS_STREAMS_PER_ACCOUNT) each gets a 429, while the
//     30 pupils of (1) answer and pages are requested: all must be served.
// Each pupil and teacher connects from its own loopback address (127.x.y.z: Linux routes all of 127/8 to lo), so the
// server sees real client addresses, as without a proxy (server/http/client-address.ts); the NAT's pupils share one.
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { isDeepStrictEqual } from "node:util";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { findQuizByTopic } from "../../content/registry.ts";
import { CLASS_CODE_ALPHABET as CODE_ALPHABET } from "../../core/class-rules.ts";
import { CLASS_STREAMS_PER_ACCOUNT } from "../../server/domain/class-streams.ts";
import { linkInOutbox } from "../../tests/support/outbox.ts";
import { send, timedClients } from "./harness.ts";

const CLASS_PUPILS = 200;
const CLASS_QUESTIONS = 10;
/** Pupils behind one address (a school's NAT), each with one wrong code before the right one. */
const NAT_PUPILS = 30;
/** Teachers' live streams open while the class answers: as many accounts as the per-account cap requires. */
const TEACHER_STREAMS = 300;
const STREAMS_PER_TEACHER = CLASS_STREAMS_PER_ACCOUNT;
const TEACHERS = Math.ceil(TEACHER_STREAMS / STREAMS_PER_TEACHER);
/** Stream attempts from one account, at FLOOD_CONCURRENCY at a time. */
const STREAM_ATTEMPTS = 2000;
const FLOOD_CONCURRENCY = 100;
/** The quiz of the sessions: the immigration topic's global quiz has 16 questions, the pupils answer its first 10. */
const QUIZ = "immigration-global";
export const CLASS_SUMMARY = `${NAT_PUPILS} pupils behind one address; ${CLASS_PUPILS} pupils × ${CLASS_QUESTIONS} answers with ${TEACHER_STREAMS} live streams open; ${STREAM_ATTEMPTS} stream attempts from one account`;

/** Distinct loopback addresses: pupils of the class, the NAT, teachers, the flooding account, page visitors. */
const pupilAddress = (index) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
const NAT_ADDRESS = "127.2.0.1";
const teacherAddress = (index) => `127.3.0.${index + 1}`;
const FLOOD_ADDRESS = "127.4.0.1";
const VISITOR_ADDRESS = "127.5.0.1";

/** « Rejoindre » with the code typed (/rejoindre): joined, the device's participation is in its cookie. */
async function typeCode(port, code, from) {
  const answer = await send(port, "/rejoindre", { method: "POST", from, form: { code } });
  const cookie = (answer.headers["set-cookie"] ?? []).find((line) => line.startsWith(`classe-${code}=`));
  return { ...answer, token: answer.status === 302 && cookie ? cookie.split(";")[0].split("=")[1] : null };
}

async function join(port, code, from) {
  const joined = await typeCode(port, code, from);
  if (!joined.token) throw new Error(`a pupil could not join: ${joined.status} ${joined.text.slice(0, 300)}`);
  return joined.token;
}

/** The n-th typo of a code: one character changed, a different one for each n below 6 × 30. */
function typo(code, n) {
  const position = n % code.length;
  const shift = 1 + Math.floor(n / code.length);
  const replaced = CODE_ALPHABET[(CODE_ALPHABET.indexOf(code[position]) + shift) % CODE_ALPHABET.length];
  return code.slice(0, position) + replaced + code.slice(position + 1);
}

/** A confirmed teacher: signed up through the API, the confirmation link read from the server's mail outbox. */
async function signedInTeacher(server, from) {
  const email = `prof-${Date.now()}-${from.replaceAll(".", "-")}@example.fr`;
  const signUp = await send(server.port, "/api/auth/sign-up/email", {
    method: "POST",
    from,
    json: { email, password: "lecture-du-soir", name: "prof", callbackURL: "/profil" },
  });
  ok(signUp, "teacher sign-up answered ");
  // Up to a minute: on a loaded machine the mail is written long after the sign-up's answer.
  const verify = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/;
  const link = new URL(await linkInOutbox(server.dataDir, email, verify, 60_000));
  const verified = await send(server.port, link.pathname + link.search, { from });
  const cookie = (verified.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
  if (!cookie.includes("session_token")) throw new Error(`the confirmation link gave no session (${verified.status})`);
  return { cookie, from };
}

/** « Créer la séance » posted to /classe as without scripts; the code is read on the session's page, where the teacher reads it. */
async function createSession(port, teacher, title, maxParticipants = "") {
  const closesAt = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
  const created = await send(port, "/classe", {
    method: "POST",
    from: teacher.from,
    headers: { cookie: teacher.cookie },
    form: { title, topicIds: QUIZ, maxParticipants: String(maxParticipants), closesAt, fuseau: "UTC" },
  });
  const id = created.status === 302 && /^\/classe\/([0-9a-f-]{36})$/.exec(created.headers.location ?? "")?.[1];
  if (!id) throw new Error(`session creation answered ${created.status}: ${created.text.slice(0, 300)}`);
  const page = await send(port, `/classe/${id}`, { from: teacher.from, headers: { cookie: teacher.cookie } });
  const code = /data-class-code[^>]*>([A-Z0-9]{6})</.exec(page.text)?.[1];
  if (!code) throw new Error(`the session's page (${page.status}) shows no code`);
  return { id, code };
}

/**
 * A teacher's live stream of a session, on its own connection. Resolves once the server answered: `status`, and for
 * a 200 whether it is still open and how many `change` events it delivered; `close()` ends it.
 */
async function openStream(port, teacher, sessionId) {
  const request = httpRequest({
    host: "127.0.0.1",
    port,
    path: `/api/class/sessions/${sessionId}/events`,
    agent: false,
    localAddress: teacher.from,
    headers: { cookie: teacher.cookie, accept: "text/event-stream" },
  })
    .on("error", () => {})
    .end();
  const [response] = await once(request, "response");
  if (response.statusCode !== 200) {
    await finished(response.resume());
    return { status: response.statusCode, open: false, changes: 0, close() {} };
  }
  const stream = { status: 200, open: true, changes: 0, close: () => request.destroy() };
  return new Promise((resolve, reject) => {
    response.on("close", () => {
      stream.open = false;
      reject(new Error("a live stream ended before its first event"));
    });
    // readline passes the response's errors on (a stream closed by close() ends with one): the close above tells.
    createInterface({ input: response })
      .on("error", () => {})
      .on("line", (line) => {
        if (line === "event: ready") resolve(stream);
        if (line === "event: change") stream.changes += 1;
      });
  });
}

/** `reply` when it is a 200; otherwise an error that says what came instead. */
function ok(reply, what = "") {
  if (reply.status !== 200) throw new Error(`${what}${reply.status} ${reply.text.slice(0, 200)}`);
  return reply;
}

/**
 * Runs the class scenarios against our server (`serveBuild`). Returns the table's rows, what the
 * teacher's page counted for the 200 pupils' session (for the direct count made once the server has stopped), and
 * each scenario's outcome.
 */
export async function benchClass(server) {
  const log = (line) => console.log(`  ${line}`);
  const { port } = server;
  const questions = findQuizByTopic(QUIZ).questions.slice(0, CLASS_QUESTIONS);
  /**
   * Each token answers the questions one after the other, as fast as acknowledged; every pupil at once, from
   * `addressOf(pupil)`. Pupil i picks option (i + question) mod n: every option of every question gets some.
   */
  const answerAll = (target, code, tokens, addressOf) =>
    timedClients(
      target,
      tokens.length,
      (index) => index < questions.length,
      async (pupil, index) => {
        const question = questions[index];
        const option = question.options[(pupil + index) % question.options.length];
        const answer = await send(port, "/api/class/answers", {
          method: "POST",
          from: addressOf(pupil),
          headers: { cookie: `classe-${code}=${tokens[pupil]}` },
          json: { code, topicId: QUIZ, questionId: question.id, selectedOptionId: option.id },
        });
        return ok(answer);
      },
    );
  log(`signing up ${TEACHERS + 1} teachers`);
  // Eight at a time: each sign-up hashes a password (scrypt), the costliest request of the server.
  const addresses = [...Array.from({ length: TEACHERS }, (_, index) => teacherAddress(index)), FLOOD_ADDRESS];
  const teachers = [];
  for (let first = 0; first < addresses.length; first += 8)
    teachers.push(
      ...(await Promise.all(addresses.slice(first, first + 8).map((address) => signedInTeacher(server, address)))),
    );
  const flooder = teachers.pop();

  // ── 1. A school's NAT: one wrong code each, then the right one, all at once ─────────────────────────────────────
  const natSession = await createSession(port, teachers[0], "Bench — 30 élèves derrière une adresse");
  log(`${NAT_PUPILS} pupils behind ${NAT_ADDRESS}: a wrong code each, then ${natSession.code}`);
  const natOutcomes = await Promise.all(
    Array.from({ length: NAT_PUPILS }, async (_, pupil) => ({
      wrong: await typeCode(port, typo(natSession.code, pupil), NAT_ADDRESS),
      right: await typeCode(port, natSession.code, NAT_ADDRESS),
    })),
  );
  const natTokens = natOutcomes.map(({ right }) => right.token).filter(Boolean);
  const refused = natOutcomes.find(({ right }) => !right.token)?.right;
  const nat = {
    wrongRefused: natOutcomes.filter(({ wrong }) => wrong.status === 404).length,
    joined: natTokens.length,
    firstRefusal: refused ? `${refused.status} ${refused.text.slice(0, 200)}` : "",
  };

  // ── 2. 200 pupils answer while 300 teachers' streams are open ───────────────────────────────────────────────────
  const session = await createSession(port, teachers[0], "Bench — 200 élèves", CLASS_PUPILS);
  log(`${CLASS_PUPILS} pupils join ${session.code}, each from its own address`);
  const tokens = await Promise.all(
    Array.from({ length: CLASS_PUPILS }, (_, pupil) => join(port, session.code, pupilAddress(pupil))),
  );
  log(`${TEACHER_STREAMS} teachers' live streams (${TEACHERS} accounts × ${STREAMS_PER_TEACHER})`);
  const watched = [session.id];
  for (const teacher of teachers.slice(1))
    watched.push((await createSession(port, teacher, "Bench — une autre classe")).id);
  const streams = await Promise.all(
    Array.from({ length: TEACHER_STREAMS }, (_, index) => {
      const teacher = Math.floor(index / STREAMS_PER_TEACHER);
      return openStream(port, teachers[teacher], watched[teacher]);
    }),
  );
  const streamsOpened = streams.filter((stream) => stream.status === 200).length;
  log(`${streamsOpened} streams open; ${CLASS_PUPILS} pupils answer ${CLASS_QUESTIONS} questions each`);
  const rows = [await answerAll("class: POST /api/class/answers", session.code, tokens, pupilAddress)];
  // The change events of the last answers may still be on their way.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const ownStreams = streams.slice(0, STREAMS_PER_TEACHER);
  const live = {
    opened: streamsOpened,
    stillOpen: streams.filter((stream) => stream.open).length,
    toldOfAnswers: ownStreams.filter((stream) => stream.changes > 0).length,
    ownStreams: ownStreams.length,
  };
  // The teacher's figures as the session's page reads them (its loader's data, GET /classe/:id.data).
  const results = ok(
    await send(port, `/classe/${session.id}.data`, { from: teachers[0].from, headers: { cookie: teachers[0].cookie } }),
    "the teacher's results answered ",
  );
  for (const stream of streams) stream.close();

  // ── 3. One account's 2,000 stream attempts, while pupils answer and pages are served ─────────────────────────────
  const floodSession = await createSession(port, flooder, "Bench — flot de flux");
  log(`${STREAM_ATTEMPTS} stream attempts from one account, while the ${natTokens.length} pupils of the NAT answer`);
  const flood = { attempts: 0, opened: 0, refused: 0, other: {}, streams: [] };
  let flooding = true;
  const floodDone = Promise.all(
    Array.from({ length: FLOOD_CONCURRENCY }, async () => {
      while (flood.attempts < STREAM_ATTEMPTS) {
        flood.attempts += 1;
        const stream = await openStream(port, flooder, floodSession.id).catch((error) => ({
          status: error.code ?? "error",
          close() {},
        }));
        if (stream.status === 200) {
          flood.opened += 1;
          flood.streams.push(stream);
        } else if (stream.status === 429) flood.refused += 1;
        else flood.other[stream.status] = (flood.other[stream.status] ?? 0) + 1;
      }
    }),
  ).then(() => (flooding = false));
  const started = performance.now();
  const pagesDone = timedClients(
    "class: pages during the stream flood",
    1,
    () => flooding,
    async (_, round) => {
      const pathname = ["/", "/rejoindre"][round % 2];
      return ok(await send(port, pathname, { from: VISITOR_ADDRESS }), `${pathname}: `);
    },
  );
  const natTarget = "class: answers during the stream flood";
  rows.push(await answerAll(natTarget, natSession.code, natTokens, () => NAT_ADDRESS));
  rows.push((await Promise.all([pagesDone, floodDone]))[0]);
  flood.seconds = (performance.now() - started) / 1000;
  for (const stream of flood.streams) stream.close();

  const { value: decoded } = await decodeViaTurboStream(new Response(results.text).body, globalThis);
  const body = decoded["routes/classe-seance"].data.results;
  const byOption = {};
  for (const question of body.quizzes[0].questions)
    for (const option of question.options) if (option.count > 0) byOption[`${question.id}/${option.id}`] = option.count;
  const dashboard = {
    byOption,
    everyPupilDone:
      body.participants.length === CLASS_PUPILS && body.participants.every((p) => p.answered === CLASS_QUESTIONS),
  };
  return { rows, sessionId: session.id, dashboard, nat, live, flood };
}

/** The verdicts of (c), from the run and the direct count of the table (`check` prints one line, `find` a table row). */
export function reportClass({ dashboard, nat, live, flood }, direct, check, find) {
  const sameCounts = isDeepStrictEqual(dashboard.byOption, direct.byOption);
  const expected = CLASS_PUPILS * CLASS_QUESTIONS;
  const exactlyOnce = direct.total === expected && direct.duplicates === 0 && dashboard.everyPupilDone;
  const natOk = nat.joined === NAT_PUPILS && nat.wrongRefused === NAT_PUPILS;
  check("pupils behind one address, a wrong code each", `${nat.joined} / ${NAT_PUPILS}`, "all join", natOk);
  if (nat.firstRefusal) console.log(`      first refusal: ${nat.firstRefusal}`);
  check("answers stored", `${direct.total} / ${expected}`, "exactly once", exactlyOnce);
  check("teacher's figures = direct count", String(sameCounts), "by option", sameCounts);
  const allOpen = live.opened === TEACHER_STREAMS && live.stillOpen === TEACHER_STREAMS;
  check("teachers' live streams open after the answers", `${live.stillOpen} / ${TEACHER_STREAMS}`, "all", allOpen);
  const told = live.toldOfAnswers === live.ownStreams;
  check("the session's own streams told of answers", `${live.toldOfAnswers} / ${live.ownStreams}`, "all", told);
  const answers = find("class: POST", CLASS_PUPILS);
  const ms = (value) => `${value.toFixed(2)} ms`;
  console.log(
    `    answer (${CLASS_PUPILS} pupils at once, ${TEACHER_STREAMS} streams open): p50 ${ms(answers.p50)}, p95 ${ms(answers.p95)}, p99 ${ms(answers.p99)}`,
  );
  check("answer p99", ms(answers.p99), "< 200 ms", answers.p99 < 200);
  const capped =
    flood.attempts === STREAM_ATTEMPTS &&
    flood.refused + flood.opened === flood.attempts &&
    flood.opened === CLASS_STREAMS_PER_ACCOUNT;
  check("stream attempts from one account: 429", `${flood.refused} / ${flood.attempts}`, "beyond the cap", capped);
  const others = Object.entries(flood.other).map(([status, count]) => `${count} × ${status}`);
  console.log(
    `      ${flood.opened} opened (the cap: ${CLASS_STREAMS_PER_ACCOUNT}), ${others.length ? others.join(", ") : "no other answer"}, in ${flood.seconds.toFixed(1)} s`,
  );
  const floodAnswers = find("class: answers during", NAT_PUPILS);
  const floodPages = find("class: pages during", 1);
  const answered = floodAnswers?.p99 < 200 && floodAnswers.errors === 0;
  check("answer p99 during the flood", floodAnswers ? ms(floodAnswers.p99) : "none", "< 200 ms", answered);
  const served = floodPages.errors === 0 && floodPages.count > 0;
  check("pages served during the flood", `${floodPages.count} × 200`, "no refusal", served);
}
