import { useSyncExternalStore } from "react";
import { READING_SETTINGS, readingAttribute, readingChoice, type ReadingSetting } from "../../../core/reading-comfort";

// The reader's theme and text size on this device. The inline script of app/root.tsx applies them before the first
// paint; this module keeps <html> and the menu's control in step afterwards, in this tab and in the others.

const listeners = new Set<() => void>();
/** Choices made while storage refuses writes (private mode): they hold for this page at least. */
const unsaved = new Map<string, string>();

function stored(setting: ReadingSetting): string | null {
  try {
    return localStorage.getItem(setting.storageKey);
  } catch {
    return null;
  }
}

function currentChoice(setting: ReadingSetting): string {
  return readingChoice(setting, unsaved.get(setting.storageKey) ?? stored(setting));
}

function applyToPage(setting: ReadingSetting, choice: string) {
  const value = readingAttribute(setting, choice);
  if (value === null) document.documentElement.removeAttribute(setting.attribute);
  else document.documentElement.setAttribute(setting.attribute, value);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed a choice: this one follows.
  const onStorage = (event: StorageEvent) => {
    const setting = READING_SETTINGS.find((candidate) => candidate.storageKey === event.key);
    if (!setting) return;
    applyToPage(setting, currentChoice(setting));
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The reader's choice for a setting, and how to change it (remembered on the device, applied at once). */
export function useReadingChoice(setting: ReadingSetting): [string, (choice: string) => void] {
  const choice = useSyncExternalStore(
    subscribe,
    () => currentChoice(setting),
    // The server (and the prerender) cannot know the device's choice: the control hydrates on the default, then
    // shows the stored one. It sits in the closed menu, so nobody sees the switch.
    () => setting.defaultValue,
  );
  const choose = (next: string) => {
    const value = readingChoice(setting, next);
    try {
      localStorage.setItem(setting.storageKey, value);
      unsaved.delete(setting.storageKey);
    } catch {
      unsaved.set(setting.storageKey, value);
    }
    applyToPage(setting, value);
    for (const listener of listeners) listener();
  };
  return [choice, choose];
}
