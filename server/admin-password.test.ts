import { describe, expect, it } from "vitest";
import { ADMIN_HASH_PATTERN, adminPasswordChecker, hashAdminPassword } from "./admin-password";

describe("admin password", () => {
  it("hashes with a fresh salt into the documented form", async () => {
    const [first, second] = await Promise.all([
      hashAdminPassword("une phrase de passe"),
      hashAdminPassword("une phrase de passe"),
    ]);
    expect(first).toMatch(ADMIN_HASH_PATTERN);
    expect(first).not.toBe(second);
    expect(first).not.toContain("une phrase de passe");
  });

  it("accepts the right password only, from a hash or from the plain setting", async () => {
    const fromHash = await adminPasswordChecker({ hash: await hashAdminPassword("une phrase de passe") });
    const fromPlain = await adminPasswordChecker({ password: "une phrase de passe" });
    for (const check of [fromHash!, fromPlain!]) {
      expect(await check("une phrase de passe")).toBe(true);
      expect(await check("une phrase de pass")).toBe(false);
      expect(await check("")).toBe(false);
      expect(await check("Une phrase de passe")).toBe(false);
    }
  });

  it("treats the composed and decomposed forms of an accented password alike", async () => {
    const check = (await adminPasswordChecker({ password: "mot de passe d\u00e9j\u00e0 vu" }))!;
    expect(await check("mot de passe de\u0301ja\u0300 vu")).toBe(true);
  });

  it("is off when nothing is configured", async () => {
    expect(await adminPasswordChecker({})).toBeNull();
  });
});
