// Reading comfort (docs/product.md#reading-comfort, docs/decisions/023-theme-and-text-size-before-first-paint.md): the
// theme and the text size a reader picks in the header menu, remembered on the device. One rule, read by the
// inline script that applies the choice before the first paint and by the menu's control.

export type ReadingSetting = {
  /** The localStorage key that remembers the choice on this device. */
  storageKey: string;
  /** The attribute set on <html>; app/app.css styles the page from it. */
  attribute: string;
  /** The value when nothing (or something unknown) is stored: the page's own look, no attribute at all. */
  defaultValue: string;
  /** Every value a reader can pick, in the menu's order, with its French label. */
  choices: readonly { value: string; label: string }[];
};

/**
 * « Automatique » sets no attribute: the stylesheet then follows the system (prefers-color-scheme), so the page is
 * right even when no script runs at all.
 */
export const THEME = {
  storageKey: "lacademie.theme",
  attribute: "data-theme",
  defaultValue: "auto",
  choices: [
    { value: "light", label: "Clair" },
    { value: "dark", label: "Sombre" },
    { value: "auto", label: "Automatique" },
  ],
} as const satisfies ReadingSetting;

export const TEXT_SIZE = {
  storageKey: "lacademie.textSize",
  attribute: "data-text-size",
  defaultValue: "normal",
  choices: [
    { value: "normal", label: "Normale" },
    { value: "large", label: "Grande" },
    { value: "x-large", label: "Très grande" },
  ],
} as const satisfies ReadingSetting;

export const READING_SETTINGS = [THEME, TEXT_SIZE] as const;

/** What a stored value means: one of the choices, or the default for anything else (absent, stale, tampered). */
export function readingChoice<S extends ReadingSetting>(
  setting: S,
  stored: string | null | undefined,
): S["choices"][number]["value"] {
  return setting.choices.some((choice) => choice.value === stored) ? stored! : setting.defaultValue;
}

/** The value of the setting's attribute on <html> for a stored value; null: no attribute. */
export function readingAttribute(setting: ReadingSetting, stored: string | null | undefined): string | null {
  const choice = readingChoice(setting, stored);
  return choice === setting.defaultValue ? null : choice;
}

/**
 * The source of the inline script that runs in <head> before the body is parsed: it reads each stored choice and
 * sets its attribute, so that the first paint already has the reader's theme and size. It says the same as
 * readingAttribute (a unit test runs it against it). Storage may be refused (private mode, blocked cookies): the
 * page then keeps its defaults.
 */
export function readingComfortScript(): string {
  const settings = READING_SETTINGS.map((setting) => [
    setting.storageKey,
    setting.attribute,
    setting.choices.map((choice) => choice.value).filter((value) => value !== setting.defaultValue),
  ]);
  return `(function(){try{var d=document.documentElement;${JSON.stringify(settings)}.forEach(function(s){var v=localStorage.getItem(s[0]);if(s[2].indexOf(v)>=0)d.setAttribute(s[1],v)})}catch(e){}})()`;
}
