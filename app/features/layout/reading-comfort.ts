import { useEffect } from "react";
import { readingAttribute, readingChoice, THEME, type ReadingSetting } from "../../../core/reading-comfort";
import { DEVICE, read, subscribe, useDeviceValue, write } from "../../device/store";

// The reader's theme and text size on this device. The inline script of app/root.tsx applies them before the first
// paint; this module keeps <html> and the menu's control in step afterwards, in this tab and in the others. Where
// storage refuses writes (private mode), a choice holds for this page at least (app/device/store.ts).

function applyToPage(setting: ReadingSetting, choice: string) {
  const value = readingAttribute(setting, choice);
  if (value === null) document.documentElement.removeAttribute(setting.attribute);
  else document.documentElement.setAttribute(setting.attribute, value);
}

/** The reader's choice for a setting, and how to change it (remembered on the device, applied at once). */
export function useReadingChoice(setting: ReadingSetting): [string, (choice: string) => void] {
  const key = setting === THEME ? DEVICE.theme : DEVICE.textSize;
  // Another tab changed the choice (or cleared the storage): this one follows.
  useEffect(
    () =>
      subscribe((name) => {
        if (name === key.name || name === null) applyToPage(setting, read(key));
      }),
    [key, setting],
  );
  // The server (and the prerender) cannot know the device's choice: the control hydrates on the default, then
  // shows the stored one. It sits in the closed menu, so nobody sees the switch.
  const choice = useDeviceValue(key) ?? setting.defaultValue;
  const choose = (next: string) => {
    const value = readingChoice(setting, next);
    write(key, value);
    applyToPage(setting, value);
  };
  return [choice, choose];
}
