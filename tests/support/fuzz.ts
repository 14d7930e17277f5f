import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findQuizByTopic } from "../../content/registry";
import { TEST_ADMIN_PASSWORD } from "./admin-password";
import { browserLike, requestOnFreshConnection } from "./http-client";
import type { RunningServer } from "./server";
import { startSiteOnPostgres, type SiteOnPostgres } from "./site";

// Bad input never hurts: thousands of generated hostile requests across every endpoint, each checked for
// "never a 5xx, an API refusal is a JSON 4xx, a refused request stores nothing". Runs on PostgreSQL so that the
// test can count rows beside the server (PGlite belongs to the one process that opened it).
//
// The requests of one site are sent one after the other (a refused one must leave the row count as it was), so a
// file waits more than it computes: the sign-in's password hashing and the back-office's 500 ms answer. The targets
// are shared by two files, each with its own server and database, that the integration layer runs side by side:
// tests/integration/fuzz-accounts.integration.test.ts and fuzz-site.integration.test.ts (104 s in one file, 2026-11-26).

/** Tables holding what people and visitors store. Rate-limit counters are left out: counting a refused request is their job. */
const DATA_TABLES = [
  "quiz_attempts",
  "email_subscribers",
  "analytics_events",
  "bookmarks",
  '"user"',
  "session",
  "account",
  "verification",
  "admin_sessions",
  "error_reports",
  "fiche_reads",
  "class_sessions",
  "class_participants",
  "class_answers",
];
const COUNT_ROWS = `select ${DATA_TABLES.map((table) => `(select count(*) from ${table})`).join(" + ")} as n`;

const quiz = findQuizByTopic("immigration-global-quiz") ?? findQuizByTopic("climat-objectifs-quiz")!;

// ─── Hostile values ──────────────────────────────────────────────────────────────────────────────────────────────

const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE quiz_attempts; --",
  "1; select pg_sleep(5)",
  '" OR ""="',
  "admin'--",
  "$1",
  '%\' union select email, null from "user" --',
  "\\x00",
];
const HTML_PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(1)>",
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  "${7*7}",
  '=HYPERLINK("https://evil.example","clic")',
];
const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\u202Eevil",
  "🇫🇷🏳️‍🌈",
  "﷽",
  "\r\n\r\n",
  "../../etc/passwd",
  "%00",
  "null",
  "undefined",
  "NaN",
  "__proto__",
];

const hugeString = fc.integer({ min: 1_000, max: 80_000 }).map((length) => "é".repeat(length));
const hostileString = fc.oneof(
  fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...ODD_STRINGS),
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.uuid(),
  fc.emailAddress(),
  hugeString,
);
/** A nested object `depth` levels deep: parsers and validators must not recurse themselves to death. */
const deepValue = fc.integer({ min: 20, max: 3_000 }).map((depth) => {
  let value: unknown = "fond";
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 5 }),
  deepValue,
);
/** Fields a forger adds, hoping the server trusts them. */
const FORGED_FIELDS = [
  "userId",
  "user_id",
  "email",
  "score",
  "totalQuestions",
  "isCorrect",
  "emailVerified",
  "role",
  "isAdmin",
  "id",
  "__proto__",
  "constructor",
  "createdAt",
  "ipAddress",
];

type Json = Record<string, unknown>;

/** A valid body, then one hostile change: a field removed, replaced, or a forged one added (a change may also be harmless). */
function mutated(valid: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return valid.chain((body) => {
    const keys = Object.keys(body);
    if (keys.length === 0)
      return fc.tuple(fc.constantFrom(...FORGED_FIELDS), hostileValue).map(([key, value]) => ({ [key]: value }));
    return fc.oneof(
      fc.constantFrom(...keys).map((key) => {
        const copy = { ...body };
        delete copy[key];
        return copy;
      }),
      fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...body, [key]: value })),
      fc.tuple(fc.constantFrom(...FORGED_FIELDS), hostileValue).map(([key, value]) => {
        const copy = { ...body };
        Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
        return copy;
      }),
    );
  });
}

// ─── Requests ────────────────────────────────────────────────────────────────────────────────────────────────────

type FuzzRequest = {
  method: string;
  path: string;
  contentType?: string;
  body?: string;
  cookie?: string;
  origin?: string;
};

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/xml",
  "application/json; charset=latin1",
  "",
];

/** Bodies for a JSON endpoint: mostly mutated valid ones, then any JSON, raw junk, deep nesting, oversized. */
function jsonBodies(valid: fc.Arbitrary<Json>) {
  const text = fc.oneof(
    { weight: 6, arbitrary: mutated(valid).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.constantFrom(
      "{",
      '{"id":',
      "[]",
      "null",
      "true",
      '{"a":1,"a":2}',
      "\u0000",
      '{"__proto__":{"isAdmin":true}}',
      "ÿþ{}",
    ),
    fc.integer({ min: 10, max: 50_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
    fc.integer({ min: 60_000, max: 200_000 }).map((length) => JSON.stringify({ padding: "x".repeat(length) })),
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant("application/json") },
    fc.constantFrom(...CONTENT_TYPES),
  );
  return fc.record({ body: text, contentType });
}

/** Lone surrogates cannot be percent-encoded: a browser sends U+FFFD in their place. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Percent-encoded, and short enough that URL and headers stay under Node's 16 KB header limit (past it Node answers 431 itself). */
const encoded = (value: string) =>
  encodeURIComponent(value.replace(LONE_SURROGATE, "\uFFFD"))
    .slice(0, 3_000)
    .replace(/%[0-9A-F]?$/, "");
const cookieValue = fc.oneof(hostileString.map(encoded), fc.uuid(), fc.base64String({ maxLength: 200 }));
/** Forged cookies: sessions and admin tokens nobody issued. */
const forgedCookie = fc.oneof(
  fc.constant(undefined),
  cookieValue.map((value) => `better-auth.session_token=${value}`),
  cookieValue.map((value) => `lacademie_admin=${value}`),
  fc
    .tuple(cookieValue, cookieValue)
    .map(([a, b]) => `better-auth.session_token=${a}; lacademie_admin=${b}; better-auth.session_data=${a}`),
);

const validAttempt = fc.record({
  id: fc.uuid(),
  topicId: fc.constant(quiz.topicId),
  sessionId: fc.uuid(),
  answers: fc.constant(
    quiz.questions.map((question) => ({ questionId: question.id, selectedOptionId: question.options[0]!.id })),
  ),
});
const attemptWithHostileAnswer = fc
  .tuple(
    validAttempt,
    fc.nat({ max: quiz.questions.length - 1 }),
    fc.constantFrom("questionId", "selectedOptionId"),
    hostileValue,
  )
  .map(([attempt, index, field, value]) => ({
    ...attempt,
    answers: attempt.answers.map((answer, position) => (position === index ? { ...answer, [field]: value } : answer)),
  }));
const validEvent = fc.record({
  sessionId: fc.uuid(),
  path: fc.constant("/categories/climat/quiz"),
  event: fc.constant({
    name: "quiz_answer",
    properties: {
      category: "Climat",
      label: "q1",
      value: 1,
      quiz_type: "Standard",
      question_number: 1,
      theme: "Climat",
      correct: true,
    },
  }),
});
const eventWithHostileProperty = fc
  .tuple(
    validEvent,
    fc.constantFrom("category", "label", "value", "quiz_type", "question_number", "correct", "name", "extra"),
    hostileValue,
  )
  .map(([event, key, value]) =>
    key === "name"
      ? { ...event, event: { ...event.event, name: value } }
      : { ...event, event: { ...event.event, properties: { ...event.event.properties, [key]: value } } },
  );
const email = fc.oneof(
  fc.emailAddress(),
  fc.uuid().map((id) => `fuzz-${id.slice(0, 8)}@example.fr`),
);
const password = fc.oneof(fc.constant("lecture-du-soir"), fc.string({ minLength: 6, maxLength: 40 }));

/** One endpoint: how to make its requests, and how many to send. */
export type Target = { name: string; runs: number; request: fc.Arbitrary<FuzzRequest>; as?: "member" | "admin" };

function post(path: string, valid: fc.Arbitrary<Json>, extra: fc.Arbitrary<Json>[] = []): fc.Arbitrary<FuzzRequest> {
  const bodies = extra.length
    ? fc.oneof(
        { weight: 3, arbitrary: jsonBodies(valid) },
        ...extra.map((arbitrary) =>
          fc.record({
            body: arbitrary.map((body) => JSON.stringify(body)),
            contentType: fc.constant("application/json"),
          }),
        ),
      )
    : jsonBodies(valid);
  return fc
    .record({ method: fc.constant("POST"), path: fc.constant(path), cookie: forgedCookie })
    .chain((base) => bodies.map((body) => ({ ...base, ...body })));
}

function get(pathArbitrary: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  return fc.record({ method: fc.constant("GET"), path: pathArbitrary, cookie: forgedCookie });
}

/** A form's fields as a browser encodes them; a hostile value that is not text goes as its JSON. */
const formEncoded = (fields: Json) =>
  new URLSearchParams(
    Object.entries(fields).map(([name, value]): [string, string] => [
      name,
      (typeof value === "string" ? value : (JSON.stringify(value) ?? "")).replace(LONE_SURROGATE, "\uFFFD"),
    ]),
  ).toString();

/**
 * A page's form posted to its action, through either door (the document POST, or the single fetch to PATH.data):
 * mostly mutated valid forms, then other content types, raw junk and bodies over the limit.
 */
function postForm(
  paths: string | fc.Arbitrary<string>,
  valid: fc.Arbitrary<Json>,
  options: { cookie?: fc.Arbitrary<string | undefined> } = {},
): fc.Arbitrary<FuzzRequest> {
  const body = fc.oneof(
    { weight: 8, arbitrary: mutated(valid).map(formEncoded) },
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.constantFrom("", "=", "&&&", "a=1&a=2", "%", "%zz=%zz", "email=%00", "\u0000"),
    fc.integer({ min: 66_000, max: 200_000 }).map((length) => `email=${"x".repeat(length)}`),
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant("application/x-www-form-urlencoded") },
    fc.constantFrom(...CONTENT_TYPES),
  );
  const door = fc.constantFrom("document", "data");
  return fc
    .record({ path: typeof paths === "string" ? fc.constant(paths) : paths, door, body, contentType })
    .map(({ path, door: chosen, ...rest }) => {
      const [pathname, search] = path.split("?");
      const target = chosen === "data" ? `${pathname}.data${search ? `?${search}` : ""}` : path;
      return { method: "POST", path: target, ...rest };
    })
    .chain((request) => (options.cookie ?? forgedCookie).map((cookie): FuzzRequest => ({ ...request, cookie })));
}

const queryValue = hostileString.map(encoded);
/** The back-office's address: how many rows each list shows (`?abonnes=100&tentatives=…`), hostile or not. */
const adminListLengths = fc
  .record(
    {
      abonnes: fc.oneof(
        queryValue,
        fc.integer().map(String),
        fc.constantFrom("0", "100", "1000", "-1", "1e3", "0x10", ""),
      ),
      tentatives: fc.oneof(queryValue, fc.integer().map(String)),
      signalements: fc.oneof(queryValue, fc.constantFrom("50", "1001")),
    },
    { requiredKeys: [] },
  )
  .map((lengths) =>
    Object.entries(lengths)
      .map(([name, value]) => `${name}=${value}`)
      .join("&"),
  );

// The runs go where a request is cheap to answer: a page action that renders its page (newsletter, signaler, the
// back-office and its CSV exports) or an account endpoint that hashes a password costs 10 to 25 times a JSON call, and
// took 60 % of the layer's longest file with a third of its requests; every endpoint keeps 200 or more (2026-11-29).
export const FUZZ_TARGETS: Target[] = [
  {
    name: "POST /api/quiz-attempts",
    runs: 1_600,
    request: post("/api/quiz-attempts", validAttempt, [attemptWithHostileAnswer]),
  },
  {
    name: "POST /api/quiz-attempts (member)",
    runs: 400,
    as: "member",
    request: post("/api/quiz-attempts", validAttempt, [attemptWithHostileAnswer]),
  },
  { name: "POST /api/events", runs: 1_000, request: post("/api/events", validEvent, [eventWithHostileProperty]) },
  {
    name: "POST /api/progress/claim",
    runs: 500,
    request: post("/api/progress/claim", fc.record({ sessionId: fc.uuid() })),
  },
  {
    name: "POST /api/progress/claim (member)",
    runs: 300,
    as: "member",
    request: post("/api/progress/claim", fc.record({ sessionId: fc.uuid() })),
  },
  {
    name: "GET /api/progress, /api/me, /api/health",
    runs: 400,
    request: get(
      fc
        .tuple(fc.constantFrom("/api/progress", "/api/me", "/api/health"), queryValue)
        .map(([path, query]) => `${path}?x=${query}`),
    ),
  },
  {
    name: "POST /api/progress/fiches (member)",
    runs: 300,
    as: "member",
    request: post("/api/progress/fiches", fc.record({ moduleIds: fc.constant(["climat-objectifs", "ukraine-paix"]) }), [
      fc.record({ moduleIds: fc.array(hostileString, { maxLength: 3 }) }),
    ]),
  },
  {
    name: "POST /api/bookmarks (member)",
    runs: 500,
    as: "member",
    request: post("/api/bookmarks", fc.record({ topicId: fc.constantFrom("climat", "immigration", "ukraine") })),
  },
  {
    name: "POST /api/bookmarks",
    runs: 300,
    request: post("/api/bookmarks", fc.record({ topicId: fc.constant("climat") })),
  },
  {
    name: "DELETE /api/bookmarks/:topicId (member and not)",
    runs: 500,
    request: fc.record({
      method: fc.constant("DELETE"),
      path: queryValue.map((id) => `/api/bookmarks/${id || "x"}`),
      cookie: forgedCookie,
    }),
  },
  {
    name: "GET /api/bookmarks (member)",
    runs: 200,
    as: "member",
    request: get(queryValue.map((query) => `/api/bookmarks?topicId=${query}`)),
  },
  {
    name: "POST /newsletter (both doors)",
    runs: 300,
    request: postForm("/newsletter", fc.record({ email, source: fc.constantFrom("pied-de-page", "a-propos") })),
  },
  {
    name: "POST /signaler (both doors)",
    runs: 200,
    request: postForm(
      "/signaler?type=module&id=immigration-chiffres",
      fc.record({
        type: fc.constantFrom("module", "question", "debat"),
        id: fc.constantFrom("immigration-chiffres", "immigration-chiffres-q2", "climat-objectifs"),
        message: fc.constant("Ce chiffre a changé depuis la dernière publication."),
        source: fc.oneof(fc.constant(""), fc.constant("https://www.insee.fr/fr/statistiques/3633212")),
        email: fc.oneof(fc.constant(""), email),
      }),
    ),
  },
  {
    name: "POST /admin, a report's status (admin, both doors)",
    runs: 200,
    as: "admin",
    request: postForm(
      "/admin",
      fc.record({
        intent: fc.constant("statut"),
        id: fc.oneof(fc.uuid(), hostileString),
        status: fc.constantFrom("nouveau", "traité"),
      }),
      { cookie: fc.constant(undefined) },
    ),
  },
  {
    name: "POST /classe, /classe.data: « Créer la séance » (member)",
    runs: 300,
    as: "member",
    request: postForm(
      fc.constant("/classe"),
      fc.record({
        title: fc.constantFrom("1re B — Climat", "Séance"),
        topicIds: fc.constant("climat-objectifs-quiz"),
        closesAt: fc.constant(new Date(Date.now() + 86_400_000).toISOString().slice(0, 16)),
        fuseau: fc.constantFrom("UTC", "Europe/Paris", "Mars/Olympus"),
        maxParticipants: fc.constantFrom("", "28"),
        pacing: fc.constantFrom("libre", "enseignant"),
        timerSeconds: fc.constantFrom("", "30"),
      }),
    ),
  },
  {
    name: "POST /rejoindre, /rejoindre/:code (form and .data), /api/class/answers",
    runs: 400,
    request: fc.oneof(
      postForm(fc.constant("/rejoindre"), fc.record({ code: fc.constantFrom("ABCDEF", "abc-def", "ZZZZ99") })),
      postForm(
        fc.oneof(
          fc.constant("/rejoindre/ZZZZ99"),
          queryValue.map((code) => `/rejoindre/${code || "x"}`),
        ),
        fc.oneof(
          fc.record({
            intent: fc.constant("repondre"),
            topicId: fc.constant("climat-objectifs-quiz"),
            questionId: fc.constant("climat-objectifs-q1"),
            selectedOptionId: fc.constant("a"),
            confidence: fc.constantFrom("sure", "unsure", ""),
          }),
          fc.record({ intent: fc.constant("voter"), pollId: fc.uuid(), optionId: fc.constant("ne-sait-pas") }),
        ),
        {
          cookie: fc.oneof(
            forgedCookie,
            cookieValue.map((value) => `classe-ZZZZ99=${value}; avis-ZZZZ99=${value}`),
          ),
        },
      ),
      post(
        "/api/class/answers",
        fc.record({
          topicId: fc.constant("climat-objectifs-quiz"),
          questionId: fc.constant("climat-objectifs-q1"),
          selectedOptionId: fc.constant("a"),
        }),
      ),
    ),
  },
  {
    name: "GET, POST /classe/:id… and its export (not the owner)",
    runs: 300,
    request: fc
      .tuple(
        fc.oneof(
          fc.uuid(),
          queryValue.map((id) => id || "x"),
        ),
        fc.constantFrom("", ".data", "/projection", "/projection.data"),
        fc.constantFrom("post-test", "supprimer", "dupliquer", "suivante", "reveler", "clore", "sondage", "retirer"),
      )
      .chain(([id, rest, intent]) =>
        fc.oneof(
          get(fc.constantFrom(`/classe/${id}${rest}`, `/api/class/sessions/${id}/answers.csv`)),
          postForm(
            fc.constant(`/classe/${id}`),
            fc.record({ intent: fc.constant(intent), from: fc.constant("-1"), participantId: fc.uuid() }),
          ),
        ),
      ),
  },
  // A well-formed password costs 500 ms by design: keep those few, the malformed forms are what is fuzzed here.
  {
    name: "POST /admin, the sign-in and « Déconnexion » (both doors)",
    runs: 200,
    request: postForm(
      "/admin",
      fc.record({
        intent: fc.constantFrom("connexion", "deconnexion", "statut"),
        password: fc.oneof(
          fc.constant(""),
          fc.integer({ min: 1025, max: 3000 }).map((length) => "p".repeat(length)),
        ),
      }),
    ),
  },
  {
    name: "GET /admin, /admin.data and the CSV exports (admin)",
    runs: 200,
    as: "admin",
    request: get(
      fc
        .tuple(
          fc.constantFrom("/admin", "/admin.data", "/api/admin/attempts.csv", "/api/admin/error-reports.csv"),
          adminListLengths,
        )
        .map(([path, query]) => `${path}?${query}`),
    ),
  },
  {
    name: "GET /admin, /admin.data and the CSV exports with forged cookies",
    runs: 400,
    request: fc.record({
      method: fc.constant("GET"),
      path: fc.constantFrom(
        "/admin",
        "/admin.data",
        "/api/admin/subscribers.csv",
        "/api/admin/attempts.csv",
        "/api/admin/error-reports.csv",
        "/api/admin/missed-questions.csv",
      ),
      cookie: forgedCookie,
    }),
  },
  {
    name: "POST /api/auth/sign-up/email",
    runs: 400,
    request: post(
      "/api/auth/sign-up/email",
      fc.record({ email, password, name: fc.constant("x"), callbackURL: fc.constant("/profil") }),
    ),
  },
  {
    name: "POST /api/auth/sign-in/email",
    runs: 300,
    request: post("/api/auth/sign-in/email", fc.record({ email, password })),
  },
  {
    name: "POST /api/auth/request-password-reset, reset-password, send-verification-email",
    runs: 300,
    request: fc.oneof(
      post("/api/auth/request-password-reset", fc.record({ email, redirectTo: fc.constant("/profil") })),
      post(
        "/api/auth/reset-password",
        fc.record({ token: fc.base64String({ minLength: 24, maxLength: 40 }), newPassword: password }),
      ),
      post("/api/auth/send-verification-email", fc.record({ email, callbackURL: fc.constant("/profil") })),
    ),
  },
  {
    name: "GET /api/auth/verify-email, reset-password callback; POST sign-out",
    runs: 400,
    request: fc.oneof(
      get(queryValue.map((token) => `/api/auth/verify-email?token=${token}&callbackURL=%2Fprofil`)),
      get(queryValue.map((token) => `/api/auth/reset-password/${token || "x"}?callbackURL=%2Fprofil`)),
      post("/api/auth/sign-out", fc.constant({})),
    ),
  },
  {
    name: "other methods and unknown API paths",
    runs: 400,
    request: fc.record({
      method: fc.constantFrom("PUT", "PATCH", "DELETE", "POST", "GET"),
      path: fc.oneof(
        fc.constantFrom(
          "/api/quiz-attempts",
          "/api/events",
          "/api/admin/attempts.csv",
          "/api/progress",
          "/api/health",
          "/api/me",
          "/api/auth/sign-in/email",
        ),
        queryValue.map((segment) => `/api/${segment || "x"}`),
      ),
      cookie: forgedCookie,
      contentType: fc.constant("application/json"),
      body: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
    }),
  },
  {
    name: "newsletter unsubscribe page (GET link, POST form)",
    runs: 400,
    request: fc.oneof(
      get(queryValue.map((token) => `/newsletter/desinscription?token=${token}`)),
      fc.record({
        method: fc.constant("POST"),
        path: fc.constant("/newsletter/desinscription"),
        contentType: fc.constantFrom("application/x-www-form-urlencoded", "text/plain", "application/json"),
        body: queryValue.map((token) => `token=${token}`),
      }),
    ),
  },
];

/** The accounts' endpoints (better-auth's), which hash passwords and send mails: half of the requests' time. */
export const isAccountTarget = (target: Target) => target.name.includes("/api/auth/");

const runsOf = (targets: Target[]) => targets.reduce((sum, target) => sum + target.runs, 0);

/** Sends `targets`' requests to a site of its own and checks what the site answered and stored. */
export function describeFuzz(what: string, targets: Target[]) {
  const TOTAL_RUNS = runsOf(targets);
  describe(`fuzzing ${what} with hostile input (PostgreSQL)`, () => {
    let site: SiteOnPostgres;
    let server: RunningServer;
    let smtp: SiteOnPostgres["smtp"];
    let sql: pg.Client;
    const cookies = { member: "", admin: "", memberId: "" };
    const statuses = new Map<number, number>();

    beforeAll(async () => {
      site = await startSiteOnPostgres({
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        // Every generated request comes from its own address, so that the per-client limits do not hide the validation.
        TRUST_PROXY: "true",
      });
      ({ server, smtp, sql } = site);

      const member = browserLike(server.url);
      const memberEmail = `fuzz-membre-${randomUUID().slice(0, 8)}@example.fr`;
      expect(
        (
          await member.request("/api/auth/sign-up/email", {
            json: { email: memberEmail, password: "lecture-du-soir", name: "x" },
          })
        ).status,
      ).toBe(200);
      await member.request(
        (await smtp.linkFor(memberEmail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+/)).replace(
          server.url,
          "",
        ),
      );
      cookies.member = [...member.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      cookies.memberId = (await member.request("/api/me")).body.user.id;

      const admin = browserLike(server.url);
      expect(
        (await admin.submit("/admin", { intent: "connexion", password: TEST_ADMIN_PASSWORD }, "data")).data,
      ).toEqual({ intent: "connexion", ok: true });
      cookies.admin = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    });
    afterAll(() => site?.stop());

    const countRows = async () => Number((await sql.query(COUNT_ROWS)).rows[0].n);
    /**
     * The row count after the last refused request, which nothing has changed since: the next request's "before".
     * Counting ten tables twice per request was half of this file's time; a request that succeeded may have stored
     * rows, so the count after it is read again.
     */
    let countAfterRefusal: number | undefined;

    async function send(request: FuzzRequest, as: Target["as"], address: string) {
      const headers: Record<string, string> = { "x-forwarded-for": address, origin: request.origin ?? server.url };
      if (request.contentType) headers["content-type"] = request.contentType;
      const identity = as === "member" ? cookies.member : as === "admin" ? cookies.admin : undefined;
      const cookie = [identity, request.cookie].filter(Boolean).join("; ");
      if (cookie) headers.cookie = cookie;
      return requestOnFreshConnection(
        `${server.url}${request.path}`,
        request.method,
        headers,
        request.method === "GET" ? undefined : request.body,
      );
    }

    for (const target of targets) {
      it(
        `${target.name}: ${target.runs} hostile requests, never a 5xx, nothing stored when refused`,
        async () => {
          const address = fc.ipV4();
          await fc.assert(
            fc.asyncProperty(target.request, address, async (request, from) => {
              const before = countAfterRefusal ?? (await countRows());
              countAfterRefusal = undefined;
              const response = await send(request, target.as, from);
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
              expect(
                response.status,
                `${request.method} ${request.path.slice(0, 200)} → ${response.status}: ${response.text.slice(0, 300)}`,
              ).toBeLessThan(500);
              if (response.status >= 400) {
                // "/api/.." is the home page once the URL is normalised: only API paths owe a JSON answer.
                if (new URL(request.path, server.url).pathname.startsWith("/api/")) {
                  expect(
                    response.contentType,
                    `${request.method} ${request.path.slice(0, 200)} → ${response.status}`,
                  ).toMatch(/^application\/json/);
                }
                const after = await countRows();
                expect(
                  after,
                  `${request.method} ${request.path.slice(0, 200)} was refused with ${response.status} but stored a row`,
                ).toBe(before);
                countAfterRefusal = after;
              }
            }),
            { numRuns: target.runs, interruptAfterTimeLimit: 10 * 60_000 },
          );
        },
        15 * 60_000,
      );
    }

    it(`answered all ${TOTAL_RUNS} requests without a 5xx, trusted no forged identity, and is still healthy`, async () => {
      // Both files together send every endpoint at least 10,000 hostile requests.
      expect(runsOf(FUZZ_TARGETS)).toBeGreaterThanOrEqual(10_000);
      const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      expect(answered).toBe(TOTAL_RUNS);
      console.info(
        `fuzz: ${answered} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
      );

      // Forged fields were accepted at most as noise: identities come from the session, scores from the content.
      const forged = await sql.query(
        `select count(*) as n from quiz_attempts where (user_id is not null and user_id <> $1) or ip_address is not null or score > total_questions`,
        [cookies.memberId],
      );
      expect(Number(forged.rows[0].n)).toBe(0);
      expect(
        Number(
          (await sql.query(`select count(*) as n from "user" where email_verified and email not like 'fuzz-membre-%'`))
            .rows[0].n,
        ),
      ).toBe(0);

      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const healthy = await browserLike(server.url).request("/api/quiz-attempts", {
        json: {
          id: randomUUID(),
          topicId: quiz.topicId,
          sessionId: randomUUID(),
          answers: quiz.questions.map((question) => ({
            questionId: question.id,
            selectedOptionId: question.options[0]!.id,
          })),
        },
      });
      expect(healthy.status).toBe(200);
      expect(server.output()).not.toMatch(/unhandled error/);
    });
  });
}
