import { describe, expect, it } from "vitest";
import { EnvError, isHttps, loadEnv } from "./env";

describe("loadEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
      BETTER_AUTH_SECRET: undefined,
      ADMIN_PASSWORD: undefined,
      ADMIN_PASSWORD_HASH: undefined,
      REQUIRE_LOGIN_FOR_QUIZ: false,
      TRUST_PROXY: false,
      TRUSTED_PROXY_HOPS: 1,
      CLASS_STREAMS_PER_PROCESS: 1000,
      LOG_LEVEL: "info",
      PASSWORD_HASHING: "production",
    });
  });

  it("hashes passwords at the test cost only for a site on this machine", () => {
    expect(loadEnv({ PASSWORD_HASHING: "test", PUBLIC_URL: "http://127.0.0.1:4173" }).PASSWORD_HASHING).toBe("test");
    expect(loadEnv({ PASSWORD_HASHING: "test" }).PASSWORD_HASHING).toBe("test");
    for (const PUBLIC_URL of ["https://lacademie.fr", "http://192.168.1.20:3000", "https://lacademie.test"])
      expect(() => loadEnv({ PASSWORD_HASHING: "test", PUBLIC_URL })).toThrow(
        "PASSWORD_HASHING can be test only for a PUBLIC_URL on this machine",
      );
    expect(() => loadEnv({ PASSWORD_HASHING: "fast" })).toThrow("PASSWORD_HASHING must be production or test");
    expect(() => loadEnv({ PASSWORD_HASHING: "test", PUBLIC_URL: "pas une adresse" })).toThrow(EnvError);
  });

  it("reads the flags as true or false only", () => {
    expect(loadEnv({ REQUIRE_LOGIN_FOR_QUIZ: "true", TRUST_PROXY: "1" })).toMatchObject({
      REQUIRE_LOGIN_FOR_QUIZ: true,
      TRUST_PROXY: true,
    });
    expect(() => loadEnv({ REQUIRE_LOGIN_FOR_QUIZ: "oui" })).toThrow("REQUIRE_LOGIN_FOR_QUIZ must be true or false");
  });

  it("counts the trusted proxies in front of the server as a whole number from 1 to 10", () => {
    expect(loadEnv({ TRUST_PROXY: "true", TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(loadEnv({ TRUSTED_PROXY_HOPS: "" }).TRUSTED_PROXY_HOPS).toBe(1);
    for (const wrong of ["0", "11", "deux", "1.5"])
      expect(() => loadEnv({ TRUSTED_PROXY_HOPS: wrong })).toThrow("TRUSTED_PROXY_HOPS must be");
  });

  it("caps the live class streams of a process at a whole number from 1 to 100000", () => {
    expect(loadEnv({ CLASS_STREAMS_PER_PROCESS: "300" }).CLASS_STREAMS_PER_PROCESS).toBe(300);
    for (const wrong of ["0", "100001", "beaucoup"])
      expect(() => loadEnv({ CLASS_STREAMS_PER_PROCESS: wrong })).toThrow("CLASS_STREAMS_PER_PROCESS must be");
  });

  it("asks for a sender with SMTP, and for a shared secret when processes share PostgreSQL in production", () => {
    expect(() => loadEnv({ SMTP_URL: "smtp://mail.example.fr:587" })).toThrow("MAIL_FROM is required with SMTP_URL");
    expect(
      loadEnv({ SMTP_URL: "smtps://u:p@mail.example.fr:465", MAIL_FROM: "L’Académie <contact@lacademie.fr>" }).SMTP_URL,
    ).toBe("smtps://u:p@mail.example.fr:465");
    expect(() => loadEnv({ DATABASE_URL: "postgres://db/app" })).toThrow(
      "BETTER_AUTH_SECRET is required with DATABASE_URL in production",
    );
    expect(loadEnv({ DATABASE_URL: "postgres://db/app", NODE_ENV: "development" }).BETTER_AUTH_SECRET).toBeUndefined();
    expect(() => loadEnv({ BETTER_AUTH_SECRET: "short" })).toThrow("BETTER_AUTH_SECRET must be at least 32 characters");
    expect(() => loadEnv({ SMTP_URL: "http://mail.example.fr" })).toThrow("SMTP_URL must be an SMTP URL");
  });

  it("accepts one admin password setting, checks its form and never repeats a secret in its message", () => {
    expect(loadEnv({ ADMIN_PASSWORD: "correct horse battery" }).ADMIN_PASSWORD).toBe("correct horse battery");
    const hash = `scrypt:32768:8:1:${"a".repeat(22)}:${"b".repeat(43)}`;
    expect(loadEnv({ ADMIN_PASSWORD_HASH: hash }).ADMIN_PASSWORD_HASH).toBe(hash);
    expect(() => loadEnv({ ADMIN_PASSWORD: "correct horse battery", ADMIN_PASSWORD_HASH: hash })).toThrow(
      "ADMIN_PASSWORD_HASH cannot be set together with ADMIN_PASSWORD",
    );
    expect(() => loadEnv({ ADMIN_PASSWORD_HASH: "md5:abc" })).toThrow(
      "ADMIN_PASSWORD_HASH must be a hash printed by `npm run admin:hash`",
    );
    let message = "";
    try {
      loadEnv({ ADMIN_PASSWORD: "tooShort42" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("ADMIN_PASSWORD must be at least 12 characters");
    expect(message).not.toContain("tooShort42");
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash from an explicit one", () => {
    expect(loadEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(loadEnv({ PUBLIC_URL: "https://lacademie.fr/" }).PUBLIC_URL).toBe("https://lacademie.fr");
  });

  it("treats empty strings as unset", () => {
    const env = loadEnv({
      PORT: "",
      DATABASE_URL: "",
      LOG_LEVEL: "",
      PUBLIC_URL: "",
      SMTP_URL: "",
      REQUIRE_LOGIN_FOR_QUIZ: "",
    });
    expect(env).toMatchObject({ PORT: 3000, LOG_LEVEL: "info", REQUIRE_LOGIN_FOR_QUIZ: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("accepts both PostgreSQL URL schemes", () => {
    const secret = { BETTER_AUTH_SECRET: "x".repeat(32) };
    expect(loadEnv({ ...secret, DATABASE_URL: "postgres://u:p@db:5432/app" }).DATABASE_URL).toBe(
      "postgres://u:p@db:5432/app",
    );
    expect(loadEnv({ ...secret, DATABASE_URL: "postgresql://db/app" }).DATABASE_URL).toBe("postgresql://db/app");
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be a whole number between 0 and 65535 (got "abc")'],
    [{ PORT: "70000" }, "PORT must be between 0 and 65535"],
    [{ PORT: "-1" }, "PORT must be a whole number"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL must be an absolute http(s) URL"],
    [{ DATABASE_URL: "mysql://x/y" }, "DATABASE_URL must be a PostgreSQL URL"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
  ])("rejects %o naming the variable", (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  it("lists every problem at once", () => {
    try {
      loadEnv({ PORT: "x", LOG_LEVEL: "y" });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).problems).toHaveLength(2);
    }
  });

  it("knows when the public address is https", () => {
    expect(isHttps(loadEnv({ PUBLIC_URL: "https://a.fr" }))).toBe(true);
    expect(isHttps(loadEnv({}))).toBe(false);
  });
});
