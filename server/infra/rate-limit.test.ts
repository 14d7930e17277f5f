import { describe, expect, it } from "vitest";
import { identityKey } from "./rate-limit";

describe("identityKey", () => {
  it("keeps an email's count under a keyed hash: the same for every spelling, never the address", () => {
    const key = identityKey("secret-one", "Eleve@Lycee.fr");
    expect(key).toBe(identityKey("secret-one", " eleve@lycee.FR "));
    expect(key).not.toContain("eleve");
    expect(key).toMatch(/^[\w-]{32}$/);
    // Without the secret, a guess cannot be checked against the table.
    expect(identityKey("secret-two", "eleve@lycee.fr")).not.toBe(key);
  });
});
