import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("keeps the ASCII words of a French title", () => {
    expect(slugify("1re B — Immigration")).toBe("1re-b-immigration");
    expect(slugify("Quiz : Objectifs climatiques et réchauffement")).toBe(
      "quiz-objectifs-climatiques-et-rechauffement",
    );
    expect(slugify("L’Académie « œuvre » !", 11)).toBe("l-academie");
    expect(slugify("—")).toBe("");
  });
});
