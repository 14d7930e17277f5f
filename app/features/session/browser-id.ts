import { DEVICE, read, write } from "../../device/store";

/**
 * A random id for this browser, sent with anonymous attempts and events. It identifies nobody: it is what lets the
 * attempts made here be attached to the account created or signed in here later. Where storage is refused (private
 * mode, quota), it lasts as long as the page.
 */
export function anonymousBrowserId(): string {
  const existing = read(DEVICE.browserId);
  if (existing) return existing;
  const created = crypto.randomUUID();
  write(DEVICE.browserId, created);
  return created;
}
