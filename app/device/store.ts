// What this device keeps (docs/architecture.md#the-device-store): every localStorage key of the app, with the format
// it holds, read, written and watched in one place. What was stored is never trusted: each key has a parser that
// turns any text (or nothing, or garbage) into a value of its type. Storage that refuses (private mode, blocked
// cookies, a full quota) is handled here once: a refused write is kept in memory for the rest of the page.
//
// This module is in every page's shell (scripts/build/client-chunks.ts): its parsers are plain functions, never zod.
// The review deck and « Mes positions », checked with zod, are kept here as text and read by
// app/features/review/deck-store.ts and app/features/positions/positions-store.ts.
import { useSyncExternalStore } from "react";
import type { ClassAnswerInput } from "../../core/class-mode";
import { parseFichesRead, type FichesRead } from "../../core/fiches-read";
import { parseProgressByTopic, type ProgressByTopic } from "../../core/progress";
import { readingChoice, TEXT_SIZE, THEME, type ReadingSetting } from "../../core/reading-comfort";
import { parseStoredObject } from "../../core/stored-json";
import type { AttemptBody } from "../routes/api/quiz-attempts";

/** A localStorage key and the format of what it holds. */
export type DeviceKey<T> = {
  /** The key in localStorage. Never renamed: devices keep what they stored under it. */
  readonly name: string;
  /** What the stored text means; `null` when nothing is stored. Never throws. */
  readonly parse: (raw: string | null) => T;
  /** The text to store for a value; `null` removes the key. */
  readonly serialise: (value: T) => string | null;
};

/** A finished quiz attempt waiting to be sent again (app/features/quiz/outbox.ts). */
export type PendingAttempt = AttemptBody;
/** A class answer waiting to be sent again, with the code of its session (whose cookie says who answered). */
export type PendingClassAnswer = ClassAnswerInput & { code: string };

/** A key stored as the text itself, read by `parse`. */
const text = <T extends string | null>(name: string, parse: (raw: string | null) => T): DeviceKey<T> => ({
  name,
  parse,
  serialise: (value) => value,
});

const json = <T>(name: string, parse: (raw: string | null) => T): DeviceKey<T> => ({
  name,
  parse,
  serialise: (value) => JSON.stringify(value),
});

/** A note that something is to do: "1" while it is, absent once done. */
const flag = (name: string): DeviceKey<boolean> => ({
  name,
  parse: (raw) => raw === "1",
  serialise: (on) => (on ? "1" : null),
});

/** A JSON array; items that are not what `isItem` expects are left out, anything else is an empty list. */
const list = <Item>(name: string, isItem: (item: Record<string, unknown>) => boolean): DeviceKey<Item[]> =>
  json(name, (raw) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw ?? "[]");
    } catch {
      return [];
    }
    return Array.isArray(parsed)
      ? (parsed.filter((item) => item && typeof item === "object" && isItem(item)) as Item[])
      : [];
  });

const readingKey = (setting: ReadingSetting) => text(setting.storageKey, (raw) => readingChoice(setting, raw));

const BROWSER_ID = /^[0-9a-f-]{36}$/;

/** Every key this device holds, and its format. */
export const DEVICE = {
  /** A visitor's quiz progress, best attempt per topic (docs/product.md#progress). */
  progress: json<ProgressByTopic>("userProgress", parseProgressByTopic),
  /** Fiches read to their end: module id → date. */
  fichesRead: json<FichesRead>("lacademie.fichesLues", parseFichesRead),
  /** Set while this device holds fiches read that the account has not received yet. */
  fichesReadToSend: flag("lacademie.fichesLues.aEnvoyer"),
  /** Set when this browser saved quiz attempts anonymously, to attach them to the next account signed in here. */
  anonymousAttempts: flag("lacademie.anonymousAttempts"),
  /** Finished attempts whose save failed, sent again later (docs/product.md#quiz-attempts). */
  attemptOutbox: list<PendingAttempt>("lacademie.attemptOutbox", (item) => typeof item.id === "string"),
  /** Class answers whose send failed, sent again later (docs/product.md#class-mode). */
  classAnswerOutbox: list<PendingClassAnswer>("lacademie.classAnswerOutbox", (item) => typeof item.code === "string"),
  /**
   * The review deck, `{ version: 1, cards }` (docs/product.md#review-deck), as text: it is checked with zod by
   * core/review-deck.ts's parseStoredDeck, which only the pages that use the deck load.
   */
  reviewDeck: text("lacademie.reviewDeck", (raw) => raw),
  /**
   * « Mes positions » (docs/product.md#my-positions), `{ version: 1, maps }`, as text: checked with zod by
   * core/my-positions.ts, which only the debate maps and « Mes positions » load. Never sent anywhere.
   */
  myPositions: text("lacademie.mesPositions", (raw) => raw),
  /** A random id for this browser, sent with anonymous attempts and events; null until one is made. */
  browserId: text("lacademie.sessionId", (raw) => (raw && BROWSER_ID.test(raw) ? raw : null)),
  /** The reader's theme and text size (docs/product.md#reading-comfort), also read by the inline script of root. */
  theme: readingKey(THEME),
  textSize: readingKey(TEXT_SIZE),
  /** Set once a paced lesson's answers went into this device's « Mes révisions », so that a reload adds them once. */
  classReviewed: (normalisedCode: string): DeviceKey<boolean> => flag(`lacademie.class.revisions.${normalisedCode}`),
  /**
   * The first names a teacher typed beside their pupils' pseudonyms, for a class's linked sessions (the first
   * session's id): pseudonym → first name. Kept on the teacher's device only, never sent (issue 34).
   */
  classFirstNames: (classId: string): DeviceKey<Record<string, string>> => ({
    name: `lacademie.classe.prenoms.${classId}`,
    parse: (raw) => {
      const stored = parseStoredObject(raw) ?? {};
      return Object.fromEntries(
        Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      );
    },
    serialise: (names) => (Object.keys(names).length > 0 ? JSON.stringify(names) : null),
  }),
} as const;

// ——— Storage, and what it refused ———

/** What storage refused to keep (null: a refused removal), by key name: it holds for this page. */
const unsaved = new Map<string, string | null>();

function storage(): Storage | null {
  try {
    // Reading the property itself throws where storage is blocked; it is absent on the server.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readText(name: string): string | null {
  if (unsaved.has(name)) return unsaved.get(name)!;
  try {
    return storage()?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

/** Stores `raw` (null removes); returns whether storage kept it. Refused, it is kept in memory for this page. */
function writeText(name: string, raw: string | null): boolean {
  let kept = false;
  try {
    const area = storage();
    if (area) {
      if (raw === null) area.removeItem(name);
      else area.setItem(name, raw);
      kept = true;
    }
  } catch {
    // private mode, quota: see below
  }
  if (kept) unsaved.delete(name);
  else unsaved.set(name, raw);
  notify(name);
  return kept;
}

/** The value under `key` on this device (its parser's value for nothing when nothing readable is stored). */
export function read<T>(key: DeviceKey<T>): T {
  return key.parse(readText(key.name));
}

/** Keeps `value` under `key`; returns false when storage refused it (it then holds for this page only). */
export function write<T>(key: DeviceKey<T>, value: T): boolean {
  return writeText(key.name, key.serialise(value));
}

/** Forgets what is stored under `key`. */
export function remove<T>(key: DeviceKey<T>): boolean {
  return writeText(key.name, null);
}

// ——— Watching ———

/** Told the name of the key that changed; null when another tab cleared the whole storage. */
type Listener = (name: string | null) => void;
const listeners = new Set<Listener>();

function notify(name: string | null) {
  for (const listener of [...listeners]) listener(name);
}

/** Another tab wrote: what this page kept in memory for that key gives way to what is stored now. */
function onStorage(event: StorageEvent) {
  if (event.storageArea && event.storageArea !== storage()) return;
  if (event.key === null) unsaved.clear();
  else unsaved.delete(event.key);
  notify(event.key);
}

/** Calls `listener` on every write in this tab and every change made by another tab; returns the unsubscribe. */
export function subscribe(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** The last value parsed for each key, reused while its text is unchanged (React needs the same object back). */
const snapshots = new Map<string, { raw: string | null; value: unknown }>();

function snapshot<T>(key: DeviceKey<T>): T {
  const raw = readText(key.name);
  const known = snapshots.get(key.name);
  if (known && known.raw === raw) return known.value as T;
  const value = key.parse(raw);
  snapshots.set(key.name, { raw, value });
  return value;
}

/**
 * The value under `key`, kept up to date with this tab's writes and the other tabs'. Undefined on the server and
 * while the page hydrates: the prerendered page cannot know what this device holds.
 */
export function useDeviceValue<T>(key: DeviceKey<T>): T | undefined {
  return useSyncExternalStore<T | undefined>(
    subscribe,
    () => snapshot(key),
    () => undefined,
  );
}
