import { describe, expect, it } from "vitest";
import { maskEmail } from "./unsubscribe.server";

describe("maskEmail", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskEmail("jeanne.dupont@exemple.fr")).toBe("j•••@exemple.fr");
    expect(maskEmail("a@b.fr")).toBe("a•••@b.fr");
  });
});
