// @vitest-environment happy-dom
// The browser's own HTML parser reads the kept page's title (DOMParser): happy-dom stands in for it.
import { describe, expect, it } from "vitest";
import { titleOf } from "./kept-pages";

describe("titleOf", () => {
  it("reads a kept page's title without the site's name, entities decoded", () => {
    expect(titleOf("<head><title>Budget &amp; dette — Budget public — L’Académie</title></head>")).toBe(
      "Budget & dette — Budget public",
    );
    expect(titleOf("<title>Quiz : l&#x27;Europe</title>")).toBe("Quiz : l'Europe");
    expect(titleOf("<p>no title</p>")).toBe("");
  });
});
