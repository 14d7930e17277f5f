import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ADMIN_HASH_PATTERN, adminPasswordChecker, hashAdminPassword } from "./admin-password";

/**
 * A hash in the documented form at a cost 32 times lower than production's: the checker takes its scrypt parameters
 * from the hash, so that the checks against it take milliseconds instead of a tenth of a second each.
 */
function cheapHash(password: string): string {
  const [N, r, p] = [2 ** 10, 8, 1];
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N, r, p });
  return `scrypt:${N}:${r}:${p}:${salt.toString("base64url")}:${key.toString("base64url")}`;
}

// The tests that hash the plain setting run scrypt at production cost (32 MiB, ~0.1 s on an idle core, five to ten
// times that on a busy shared machine): they get a budget that holds on such a machine, not Vitest's default 5 s.
const PRODUCTION_COST_BUDGET_MS = 30_000;

describe("admin password", () => {
  it("hashes with a fresh salt into the documented form", { timeout: PRODUCTION_COST_BUDGET_MS }, async () => {
    const [first, second] = await Promise.all([
      hashAdminPassword("une phrase de passe"),
      hashAdminPassword("une phrase de passe"),
    ]);
    expect(first).toMatch(ADMIN_HASH_PATTERN);
    expect(first).not.toBe(second);
    expect(first).not.toContain("une phrase de passe");
  });

  it(
    "accepts the right password only, from a hash or from the plain setting",
    { timeout: PRODUCTION_COST_BUDGET_MS },
    async () => {
      const fromHash = await adminPasswordChecker({ hash: cheapHash("une phrase de passe") });
      const fromPlain = await adminPasswordChecker({ password: "une phrase de passe" });
      for (const check of [fromHash!, fromPlain!]) {
        expect(await check("une phrase de passe")).toBe(true);
        expect(await check("une phrase de pass")).toBe(false);
        expect(await check("")).toBe(false);
        expect(await check("Une phrase de passe")).toBe(false);
      }
    },
  );

  it(
    "treats the composed and decomposed forms of an accented password alike",
    { timeout: PRODUCTION_COST_BUDGET_MS },
    async () => {
      const check = (await adminPasswordChecker({ password: "mot de passe d\u00e9j\u00e0 vu" }))!;
      expect(await check("mot de passe de\u0301ja\u0300 vu")).toBe(true);
    },
  );

  it("is off when nothing is configured", async () => {
    expect(await adminPasswordChecker({})).toBeNull();
  });
});
