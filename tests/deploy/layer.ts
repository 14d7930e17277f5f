// Where the deploy layer's processes live: read by its Playwright config, its set-up and its specs.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The port Caddy serves https on, on 127.0.0.1 (DEPLOY_PORT, default 4190). */
export const DEPLOY_PORT = Number(process.env.DEPLOY_PORT ?? 4190);
/** The public address: a name of its own, as a real site has, which Chromium resolves to 127.0.0.1 (*.localhost). */
export const PUBLIC_HOST = `lacademie.localhost:${DEPLOY_PORT}`;
export const PUBLIC_URL = `https://${PUBLIC_HOST}`;

/** The two server processes behind Caddy, each with its own DATA_DIR (its mail outbox) and log, in the layer's folder. */
export const PROCESSES = ["process-1", "process-2"] as const;

/** The layer's folder: made once by playwright.deploy.config.ts (DEPLOY_DIR), which the runner and workers share. */
export function deployDir(): string {
  const dir = process.env.DEPLOY_DIR;
  if (!dir) throw new Error("DEPLOY_DIR is unset: run the deploy layer with playwright.deploy.config.ts");
  return dir;
}

export const dataDirOf = (name: string) => path.join(deployDir(), name);
export const logOf = (name: string) => path.join(deployDir(), `${name}.log`);

/** The request lines a process logged (server/http/context.ts): one JSON line per answered request. */
export function requestsServedBy(name: string): { method: string; path: string; status: number }[] {
  let text: string;
  try {
    text = readFileSync(logOf(name), "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; method: string; path: string; status: number })
    .filter((line) => line.msg === "request");
}
