// A pupil's participation, kept on the device that joined (docs/product.md#class-mode): the token that lets a reload or
// a return the next day continue it, and the pseudonym to show. Nothing else about the pupil exists anywhere.
import { normaliseClassCode } from "../../../core/class-rules";
import { DEVICE, useDeviceValue, write, type StoredParticipation } from "../../device/store";

export type { StoredParticipation };

const keyOf = (code: string) => DEVICE.classParticipation(normaliseClassCode(code));

/** This device's participation in the session of `code`; undefined until the page runs in the browser. */
export function useStoredParticipation(code: string): StoredParticipation | null | undefined {
  return useDeviceValue(keyOf(code));
}

/**
 * Keeps the participation on this device, for the quiz pages' calls (X-Class-Token); where storage is refused
 * (private browsing), it lasts as long as the page.
 */
export function rememberParticipation(code: string, participation: StoredParticipation) {
  write(keyOf(code), participation);
}
