import { z } from "zod";
import { ADMIN_HASH_PATTERN } from "./auth/admin-password";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** A whole number read from the environment, within bounds; `fallback` when unset. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be between ${min} and ${max}`).max(max, `must be between ${min} and ${max}`))
    .default(fallback);

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, e.g. https://lacademie.fr" })
  .transform((url) => url.replace(/\/+$/, ""));

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: "must be a PostgreSQL URL, e.g. postgres://user:password@host:5432/database",
});

const flag = () =>
  z
    .string()
    .toLowerCase()
    .pipe(z.enum(["true", "false", "1", "0"], { error: `must be true or false` }))
    .transform((value) => value === "true" || value === "1")
    .default(false);

/** Container platforms often pass unset variables as empty strings: treat them as absent. */
const withoutBlanks = (source: unknown) =>
  Object.fromEntries(Object.entries(source as Record<string, unknown>).filter(([, value]) => value !== ""));

const EnvSchema = z
  .preprocess(
    withoutBlanks,
    z.object({
      NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
      PORT: wholeNumber(3000, 0, 65535),
      HOST: z.string().default("0.0.0.0"),
      PUBLIC_URL: httpUrl.optional(),
      DATA_DIR: z.string().default("./data"),
      DATABASE_URL: postgresUrl.optional(),
      SMTP_URL: z
        .url({ protocol: /^smtps?$/, error: "must be an SMTP URL, e.g. smtps://user:password@smtp.example.fr:465" })
        .optional(),
      MAIL_FROM: z
        .string()
        .regex(
          /^(.+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
          "must be an address, e.g. L’Académie <contact@lacademie.fr>",
        )
        .optional(),
      BETTER_AUTH_SECRET: z
        .string()
        .min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)")
        .optional(),
      ADMIN_PASSWORD: z
        .string()
        .min(12, "must be at least 12 characters (or use ADMIN_PASSWORD_HASH from `npm run admin:hash`)")
        .optional(),
      ADMIN_PASSWORD_HASH: z
        .string()
        .regex(ADMIN_HASH_PATTERN, "must be a hash printed by `npm run admin:hash` (scrypt:N:r:p:salt:hash)")
        .optional(),
      REQUIRE_LOGIN_FOR_QUIZ: flag(),
      TRUST_PROXY: flag(),
      TRUSTED_PROXY_HOPS: wholeNumber(1, 1, 10),
      CLASS_STREAMS_PER_PROCESS: wholeNumber(1000, 1, 100_000),
      LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
      PASSWORD_HASHING: z.enum(["production", "test"], { error: "must be production or test" }).default("production"),
    }),
  )
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    path: ["MAIL_FROM"],
    message: "is required with SMTP_URL (the sender of confirmation and reset mails)",
  })
  .refine((env) => !(env.ADMIN_PASSWORD && env.ADMIN_PASSWORD_HASH), {
    path: ["ADMIN_PASSWORD_HASH"],
    message: "cannot be set together with ADMIN_PASSWORD: keep only one",
  })
  // Several processes on one database must share the secret that signs sessions: it cannot be generated per process.
  .refine((env) => !(env.DATABASE_URL && env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET), {
    path: ["BETTER_AUTH_SECRET"],
    message: "is required with DATABASE_URL in production (every process must sign sessions with the same secret)",
  })
  // Cheaper member password hashes (decision 054) only for a site whose public address is this machine.
  .refine((env) => env.PASSWORD_HASHING === "production" || isLoopback(env.PUBLIC_URL ?? "http://localhost"), {
    path: ["PASSWORD_HASHING"],
    message: "can be test only for a PUBLIC_URL on this machine (http://127.0.0.1, http://localhost)",
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Their values never appear in an error message: logs are not the place for secrets. */
const SECRET_VARIABLES = new Set([
  "ADMIN_PASSWORD",
  "ADMIN_PASSWORD_HASH",
  "BETTER_AUTH_SECRET",
  "SMTP_URL",
  "DATABASE_URL",
]);

/** Reads the process environment once at boot; a wrong value throws an EnvError naming each variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const received = source[name];
    const shown = received === undefined || SECRET_VARIABLES.has(name) ? "" : ` (got "${received}")`;
    return `${name} ${issue.message}${shown}`;
  });
  throw new EnvError(problems);
}

/** `loadEnv`, or the process stops with a line naming each wrong variable. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function isLoopback(url: string): boolean {
  return URL.canParse(url) && ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);
}

export function isHttps(env: Pick<Env, "PUBLIC_URL">): boolean {
  return env.PUBLIC_URL.startsWith("https://");
}
