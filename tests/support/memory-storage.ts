import { vi } from "vitest";

/** A localStorage in memory for unit tests (they run in Node); `refuse` makes every write throw, as in private mode. */
export function memoryStorage(options: { refuse?: boolean } = {}) {
  const items = new Map<string, string>();
  const refuse = () => {
    if (options.refuse) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  const storage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      refuse();
      items.set(key, String(value));
    },
    removeItem: (key: string) => {
      refuse();
      items.delete(key);
    },
    clear: () => {
      refuse();
      items.clear();
    },
    items,
  };
  return storage satisfies Storage;
}

/** Installs a fresh memory storage as the global localStorage (undone by vi.unstubAllGlobals) and returns it. */
export function stubLocalStorage(options: { refuse?: boolean } = {}) {
  const storage = memoryStorage(options);
  vi.stubGlobal("localStorage", storage);
  return storage;
}
