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
      LOG_LEVEL: "info",
    });
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash from an explicit one", () => {
    expect(loadEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(loadEnv({ PUBLIC_URL: "https://lacademie.fr/" }).PUBLIC_URL).toBe("https://lacademie.fr");
  });

  it("treats empty strings as unset", () => {
    expect(loadEnv({ PORT: "", DATABASE_URL: "", LOG_LEVEL: "", PUBLIC_URL: "" })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
      LOG_LEVEL: "info",
    });
  });

  it("accepts both PostgreSQL URL schemes", () => {
    expect(loadEnv({ DATABASE_URL: "postgres://u:p@db:5432/app" }).DATABASE_URL).toBe("postgres://u:p@db:5432/app");
    expect(loadEnv({ DATABASE_URL: "postgresql://db/app" }).DATABASE_URL).toBe("postgresql://db/app");
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
