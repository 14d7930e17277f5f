import { describe, expect, it } from "vitest";
import { AppError } from "./errors";

describe("AppError", () => {
  it.each([
    ["bad_request", 400],
    ["unauthorized", 401],
    ["not_found", 404],
    ["payload_too_large", 413],
    ["rate_limited", 429],
  ] as const)("maps %s to HTTP %i", (code, status) => {
    expect(new AppError(code, "x").status).toBe(status);
  });

  it("serialises to the API's error shape, with details only when given", () => {
    expect(new AppError("bad_request", "Champ manquant").toJSON()).toEqual({
      error: { code: "bad_request", message: "Champ manquant" },
    });
    expect(new AppError("bad_request", "x", { field: "email" }).toJSON().error.details).toEqual({ field: "email" });
  });
});
