import { describe, expect, it } from "vitest";
import { tabIndexAfterKey } from "./tab-keys";

describe("tabIndexAfterKey", () => {
  it("moves right and left round the ends, Home and End to the first and last tab", () => {
    expect(tabIndexAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabIndexAfterKey("Home", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("End", 0, 3)).toBe(2);
  });

  it("leaves any other key alone", () => {
    expect(tabIndexAfterKey("Enter", 1, 3)).toBe(-1);
    expect(tabIndexAfterKey("ArrowDown", 1, 3)).toBe(-1);
  });

  it("is self-contained, as the inline early-event script needs it", () => {
    // Sent as source text: it may call nothing outside itself.
    const copy = new Function(`return (${tabIndexAfterKey.toString()})`)() as typeof tabIndexAfterKey;
    expect(copy("ArrowLeft", 1, 2)).toBe(0);
  });
});
