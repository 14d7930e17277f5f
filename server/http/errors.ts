import type { ErrorHandler } from "hono";
import { AppError } from "../domain/errors";
import type { AppEnv } from "./context";

/** An AppError becomes its status and JSON body; anything else is logged and answered 500 without details. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    const { status, headers } = error.responseInit;
    return c.json(error.toJSON(), status, headers);
  }
  c.get("log")?.error({ err: error }, "unhandled error");
  const body = { error: { code: "internal", message: "Une erreur inattendue est survenue." } };
  return c.req.path.startsWith("/api/") ? c.json(body, 500) : c.text(body.error.message, 500);
};
