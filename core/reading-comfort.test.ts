import { describe, expect, it } from "vitest";
import {
  READING_SETTINGS,
  TEXT_SIZE,
  THEME,
  readingAttribute,
  readingChoice,
  readingComfortScript,
} from "./reading-comfort";

/** Runs the inline script against a stand-in <html> and storage; returns the attributes it set. */
function runScript(stored: Record<string, string>, { storageThrows = false } = {}) {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return stored[key] ?? null;
    },
  };
  new Function("document", "localStorage", readingComfortScript())(document, localStorage);
  return attributes;
}

describe("reading comfort", () => {
  it("offers the menu's choices in French, the default among them", () => {
    expect(THEME.choices.map((choice) => choice.label)).toEqual(["Clair", "Sombre", "Automatique"]);
    expect(TEXT_SIZE.choices.map((choice) => choice.label)).toEqual(["Normale", "Grande", "Très grande"]);
    for (const setting of READING_SETTINGS)
      expect(setting.choices.map((choice) => choice.value)).toContain(setting.defaultValue);
  });

  it("reads a stored value as one of the choices, anything else as the default", () => {
    expect(readingChoice(THEME, "dark")).toBe("dark");
    expect(readingChoice(THEME, null)).toBe("auto");
    expect(readingChoice(THEME, "DARK")).toBe("auto");
    expect(readingChoice(TEXT_SIZE, "x-large")).toBe("x-large");
    expect(readingChoice(TEXT_SIZE, "huge")).toBe("normal");
  });

  it("sets an attribute only for a choice other than the default", () => {
    expect(readingAttribute(THEME, "light")).toBe("light");
    expect(readingAttribute(THEME, "dark")).toBe("dark");
    expect(readingAttribute(THEME, "auto")).toBeNull();
    expect(readingAttribute(THEME, "toString")).toBeNull();
    expect(readingAttribute(TEXT_SIZE, "large")).toBe("large");
    expect(readingAttribute(TEXT_SIZE, "normal")).toBeNull();
    expect(readingAttribute(TEXT_SIZE, undefined)).toBeNull();
  });

  it("has the inline script apply the same rule to every stored value", () => {
    const candidates = [undefined, "", "auto", "normal", "light", "dark", "large", "x-large", "bogus", "indexOf"];
    for (const theme of candidates)
      for (const size of candidates) {
        const stored: Record<string, string> = {};
        if (theme !== undefined) stored[THEME.storageKey] = theme;
        if (size !== undefined) stored[TEXT_SIZE.storageKey] = size;
        const expected: Record<string, string> = {};
        for (const setting of READING_SETTINGS) {
          const value = readingAttribute(setting, stored[setting.storageKey]);
          if (value !== null) expected[setting.attribute] = value;
        }
        expect(runScript(stored), JSON.stringify(stored)).toEqual(expected);
      }
  });

  it("keeps the defaults when storage is refused", () => {
    expect(runScript({ [THEME.storageKey]: "dark" }, { storageThrows: true })).toEqual({});
  });

  it("writes a script that cannot close its own <script> element", () => {
    expect(readingComfortScript()).not.toMatch(/</);
  });
});
