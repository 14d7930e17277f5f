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
import { readdirSync, readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

export const CLASS_PUPILS = 200;
export const CLASS_QUESTIONS = 10;
/** Pupils behind one address (a school's NAT), each with one wrong code before the right one. */
export const NAT_PUPILS = 30;
/** Teachers' live streams open while the class answers: as many accounts as the per-account cap requires. */
export const TEACHER_STREAMS = 300;
/** Stream attempts from one account, at FLOOD_CONCURRENCY at a time. */
export const STREAM_ATTEMPTS = 2000;
const FLOOD_CONCURRENCY = 100;
/** The quiz of the sessions: the immigration topic's global quiz has 16 questions, the pupils answer its first 10. */
const QUIZ = "immigration-global";
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Distinct loopback addresses: pupils of the class, the NAT, teachers, the flooding account, page visitors. */
const pupilAddress = (index) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
const NAT_ADDRESS = "127.2.0.1";
const teacherAddress = (index) => `127.3.0.${index + 1}`;
const FLOOD_ADDRESS = "127.4.0.1";
const VISITOR_ADDRESS = "127.5.0.1";

/** Keep-alive connections, one per pupil (a pupil's requests go out from its own address), as phones would hold. */
const agent = new Agent({ keepAlive: true, maxSockets: CLASS_PUPILS });

/**
 * One request on the pupil's (or teacher's) keep-alive connection. A kept connection the server closed for idleness
 * just as the request left (a socket reset before any answer: the server read nothing) is retried once on a new one,
 * as Node's documentation advises; the latency counted is the retry's.
 */
async function send(port, pathname, options = {}) {
  try {
    return await sendOnce(port, pathname, options);
  } catch (error) {
    if (!error.reusedSocket || error.code !== "ECONNRESET") throw error;
    return sendOnce(port, pathname, options);
  }
}

function sendOnce(port, pathname, { method = "GET", headers = {}, json, form, from = "127.0.0.1" } = {}) {
  // A page's form is sent as a browser without scripts sends it (a document POST to the page's action).
  const body =
    form !== undefined ? new URLSearchParams(form).toString() : json === undefined ? undefined : JSON.stringify(json);
  const type = form !== undefined ? "application/x-www-form-urlencoded" : "application/json";
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method,
        agent,
        localAddress: from,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(body === undefined ? {} : { "content-type": type, "content-length": Buffer.byteLength(body) }),
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
    request.on("error", (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
    request.end(body);
  });
}

/** A confirmed teacher: signed up through the API, the confirmation link read from the server's mail outbox. */
async function signedInTeacher(port, outbox, decodeQuotedPrintable, from) {
  const email = `bench-${Date.now()}-${from.replaceAll(".", "-")}@example.fr`;
  const signUp = await send(port, "/api/auth/sign-up/email", {
    method: "POST",
    from,
    json: { email, password: "lecture-du-soir", name: "bench", callbackURL: "/profil" },
  });
  if (signUp.status !== 200) throw new Error(`teacher sign-up answered ${signUp.status}: ${signUp.text}`);
  let link;
  // Up to a minute: on a loaded machine the mail is written long after the sign-up's answer.
  for (let tries = 0; tries < 600 && !link; tries += 1) {
    for (const file of readdirSync(outbox)) {
      const raw = decodeQuotedPrintable(readFileSync(path.join(outbox, file), "utf8"));
      if (raw.includes(`To: ${email}`))
        link = raw.match(/http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/)?.[0];
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error("no confirmation mail for a bench teacher in the outbox");
  const verified = await send(port, new URL(link).pathname + new URL(link).search, { from });
  const cookie = (verified.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
  if (!cookie.includes("session_token")) throw new Error(`the confirmation link gave no session (${verified.status})`);
  return { cookie, from };
}

/** « Créer la séance » on /classe; the code is read on the session's page, where the teacher reads it. */
async function createSession(port, teacher, title, maxParticipants) {
  const created = await send(port, "/classe", {
    method: "POST",
    from: teacher.from,
    headers: { cookie: teacher.cookie },
    form: {
      title,
      topicIds: QUIZ,
      closesAt: new Date(Date.now() + 86_400_000).toISOString().slice(0, 16),
      fuseau: "UTC",
      maxParticipants: String(maxParticipants ?? ""),
    },
  });
  const id = created.status === 302 && /^\/classe\/([0-9a-f-]{36})$/.exec(created.headers.location ?? "")?.[1];
  if (!id) throw new Error(`session creation answered ${created.status}: ${created.text.slice(0, 300)}`);
  const page = await send(port, `/classe/${id}`, { from: teacher.from, headers: { cookie: teacher.cookie } });
  const code = /data-class-code[^>]*>([A-Z0-9]{6})</.exec(page.text)?.[1];
  if (!code) throw new Error(`the session's page (${page.status}) shows no code`);
  return { id, code };
}

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

/**
 * A teacher's live stream of a session, on its own connection. Resolves once the server answered: `status`, and for
 * a 200 whether it is still open and how many `change` events it delivered; `close()` ends it.
 */
function openStream(port, teacher, sessionId) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: `/api/class/sessions/${sessionId}/events`,
        agent: false,
        localAddress: teacher.from,
        headers: { cookie: teacher.cookie, accept: "text/event-stream" },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode, open: false, changes: 0, close() {} }));
          return;
        }
        const stream = { status: 200, open: true, ready: false, changes: 0, close: () => request.destroy() };
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
          const events = text.split("\n\n");
          text = events.pop() ?? "";
          for (const event of events) {
            if (event.includes("event: ready") && !stream.ready) {
              stream.ready = true;
              resolve(stream);
            }
            if (event.includes("event: change")) stream.changes += 1;
          }
        });
        const closed = () => {
          stream.open = false;
          if (!stream.ready) reject(new Error("a live stream ended before its first event"));
        };
        response.on("end", closed);
        response.on("close", closed);
        response.on("error", () => {});
      },
    );
    request.on("error", (error) => reject(error));
    request.end();
  });
}

function latencyRow(target, connections, latencies, seconds, errors, firstError) {
  return {
    target,
    connections,
    rps: latencies.length / seconds,
    seconds,
    latencies,
    errors,
    errorDetail: firstError ? `first refusal: ${firstError}` : "",
  };
}

/**
 * Each token answers `questions` one after the other, as fast as acknowledged; every pupil at once. The pupil's
 * address is `addressOf(pupil)`. Pupil i picks option (i + question) mod n: every option of every question gets some.
 */
async function answerAll(port, code, tokens, questions, addressOf) {
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
          from: addressOf(pupil),
          headers: { cookie: `classe-${code}=${token}` },
          json: { code, topicId: QUIZ, questionId: question.id, selectedOptionId: option.id },
        });
        if (answer.status === 200) latencies.push(answer.ms);
        else {
          errors += 1;
          firstError ||= `${answer.status} ${answer.text.slice(0, 200)}`;
        }
      }
    }),
  );
  return { latencies, errors, firstError, seconds: (performance.now() - started) / 1000 };
}

/**
 * Runs the class scenarios against our server on `port`. Returns the table's rows, what the teacher's page counted
 * for the 200 pupils' session (for the direct count made once the server has stopped), and each scenario's outcome.
 */
export async function benchClass({
  port,
  outbox,
  findQuizByTopic,
  decodeQuotedPrintable,
  /** The server's cap (CLASS_STREAMS_PER_ACCOUNT): each teacher opens that many streams. */
  streamsPerAccount,
  log = () => {},
}) {
  const STREAMS_PER_TEACHER = streamsPerAccount;
  const TEACHERS = Math.ceil(TEACHER_STREAMS / STREAMS_PER_TEACHER);
  const quiz = findQuizByTopic(QUIZ);
  if (!quiz || quiz.questions.length < CLASS_QUESTIONS)
    throw new Error(`the quiz ${QUIZ} needs ${CLASS_QUESTIONS} questions`);
  const questions = quiz.questions.slice(0, CLASS_QUESTIONS);
  const rows = [];

  log(`signing up ${TEACHERS + 1} teachers`);
  // Eight at a time: each sign-up hashes a password (scrypt), the costliest request of the server.
  const addresses = [...Array.from({ length: TEACHERS }, (_, index) => teacherAddress(index)), FLOOD_ADDRESS];
  const signedIn = [];
  for (let first = 0; first < addresses.length; first += 8)
    signedIn.push(
      ...(await Promise.all(
        addresses
          .slice(first, first + 8)
          .map((address) => signedInTeacher(port, outbox, decodeQuotedPrintable, address)),
      )),
    );
  const flooder = signedIn.pop();
  const teachers = signedIn;

  // ── 1. A school's NAT: one wrong code each, then the right one, all at once ─────────────────────────────────────
  const natSession = await createSession(port, teachers[0], "Bench — 30 élèves derrière une adresse");
  log(`${NAT_PUPILS} pupils behind ${NAT_ADDRESS}: a wrong code each, then ${natSession.code}`);
  const natOutcomes = await Promise.all(
    Array.from({ length: NAT_PUPILS }, async (_, pupil) => {
      const wrong = await typeCode(port, typo(natSession.code, pupil), NAT_ADDRESS);
      const right = await typeCode(port, natSession.code, NAT_ADDRESS);
      return {
        wrong: wrong.status,
        right: right.status,
        token: right.token,
        refusal: right.token ? "" : `${right.status} ${right.text.slice(0, 200)}`,
      };
    }),
  );
  const nat = {
    pupils: NAT_PUPILS,
    wrongRefused: natOutcomes.filter((outcome) => outcome.wrong === 404).length,
    joined: natOutcomes.filter((outcome) => outcome.token).length,
    firstRefusal: natOutcomes.find((outcome) => outcome.refusal)?.refusal ?? "",
  };
  const natTokens = natOutcomes.map((outcome) => outcome.token).filter(Boolean);

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
  const streams = (
    await Promise.all(
      teachers.map((teacher, index) =>
        Promise.all(
          Array.from({ length: Math.min(STREAMS_PER_TEACHER, TEACHER_STREAMS - index * STREAMS_PER_TEACHER) }, () =>
            openStream(port, teacher, watched[index]),
          ),
        ),
      ),
    )
  ).flat();
  const streamsOpened = streams.filter((stream) => stream.status === 200).length;
  log(`${streamsOpened} streams open; ${CLASS_PUPILS} pupils answer ${CLASS_QUESTIONS} questions each`);
  const answered = await answerAll(port, session.code, tokens, questions, pupilAddress);
  rows.push(
    latencyRow(
      "class: POST /api/class/answers",
      CLASS_PUPILS,
      answered.latencies,
      answered.seconds,
      answered.errors,
      answered.firstError,
    ),
  );
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
  const results = await send(port, `/classe/${session.id}.data`, {
    from: teachers[0].from,
    headers: { cookie: teachers[0].cookie },
  });
  if (results.status !== 200) throw new Error(`the teacher's results answered ${results.status}`);
  for (const stream of streams) stream.close();

  // ── 3. One account's 2,000 stream attempts, while pupils answer and pages are served ─────────────────────────────
  const floodSession = await createSession(port, flooder, "Bench — flot de flux");
  log(`${STREAM_ATTEMPTS} stream attempts from one account, while the ${natTokens.length} pupils of the NAT answer`);
  const flood = { attempts: 0, opened: 0, refused: 0, other: {}, streams: [] };
  let flooding = true;
  const floodDone = (async () => {
    let next = 0;
    await Promise.all(
      Array.from({ length: FLOOD_CONCURRENCY }, async () => {
        while (next < STREAM_ATTEMPTS) {
          next += 1;
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
    );
    flooding = false;
  })();
  const pages = { latencies: [], errors: 0, firstError: "" };
  const started = performance.now();
  const pagesDone = (async () => {
    while (flooding) {
      for (const pathname of ["/", "/rejoindre"]) {
        const page = await send(port, pathname, { from: VISITOR_ADDRESS });
        if (page.status === 200) pages.latencies.push(page.ms);
        else {
          pages.errors += 1;
          pages.firstError ||= `${pathname}: ${page.status}`;
        }
      }
    }
  })();
  const natAnswered = await answerAll(port, natSession.code, natTokens, questions, () => NAT_ADDRESS);
  await Promise.all([floodDone, pagesDone]);
  const floodSeconds = (performance.now() - started) / 1000;
  for (const stream of flood.streams) stream.close();
  rows.push(
    latencyRow(
      "class: answers during the stream flood",
      natTokens.length,
      natAnswered.latencies,
      natAnswered.seconds,
      natAnswered.errors,
      natAnswered.firstError,
    ),
    latencyRow(
      "class: pages during the stream flood",
      1,
      pages.latencies,
      floodSeconds,
      pages.errors,
      pages.firstError,
    ),
  );

  const { value: decoded } = await decodeViaTurboStream(new Response(results.text).body, globalThis);
  const body = decoded["routes/classe-seance"].data.results;
  const byOption = {};
  for (const question of body.quizzes[0].questions)
    for (const option of question.options) if (option.count > 0) byOption[`${question.id}/${option.id}`] = option.count;
  agent.destroy();
  return {
    rows,
    sessionId: session.id,
    expected: CLASS_PUPILS * CLASS_QUESTIONS,
    dashboard: {
      total: Object.values(byOption).reduce((sum, count) => sum + count, 0),
      byOption,
      everyPupilDone:
        body.participants.length === CLASS_PUPILS && body.participants.every((p) => p.answered === CLASS_QUESTIONS),
    },
    nat,
    live,
    flood: {
      attempts: flood.attempts,
      opened: flood.opened,
      refused: flood.refused,
      other: flood.other,
      seconds: floodSeconds,
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
