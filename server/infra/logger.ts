import pino from "pino";
import type { Env } from "./env";

export type Logger = pino.Logger;

export function createLogger(level: Env["LOG_LEVEL"] | "info" = "info"): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}
