const KEY = "lacademie.sessionId";

/**
 * A random id for this browser, sent with anonymous attempts and events. It identifies nobody: it is what lets the
 * attempts made here be attached to the account created or signed in here later.
 */
export function anonymousBrowserId(): string {
  try {
    const existing = localStorage.getItem(KEY);
    if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing;
    const created = crypto.randomUUID();
    localStorage.setItem(KEY, created);
    return created;
  } catch {
    // Storage refused (private mode, quota): an id for this page only.
    return crypto.randomUUID();
  }
}
