import { hashPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { testPasswordHashing } from "./test-password-hashing";

describe("testPasswordHashing", () => {
  it("verifies its own hashes and better-auth's, and refuses another password", async () => {
    const own = await testPasswordHashing.hash("lecture-du-soir");
    expect(own).toMatch(/^test-scrypt:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await testPasswordHashing.hash("lecture-du-soir")).not.toBe(own);
    const production = await hashPassword("lecture-du-soir");
    for (const hash of [own, production]) {
      expect(await testPasswordHashing.verify({ hash, password: "lecture-du-soir" })).toBe(true);
      expect(await testPasswordHashing.verify({ hash, password: "lecture-du-matin" })).toBe(false);
    }
  });

  it("normalises as better-auth does: a password typed in another Unicode form is the same password", async () => {
    const hash = await testPasswordHashing.hash("café-du-soir".normalize("NFC"));
    expect(await testPasswordHashing.verify({ hash, password: "café-du-soir".normalize("NFD") })).toBe(true);
  });
});
