// A pupil's participation, kept on the device that joined (docs/product.md#class-mode): the token that lets a reload or
// a return the next day continue it, and the pseudonym to show. Nothing else about the pupil exists anywhere.
import { useMemo, useSyncExternalStore } from "react";
import { CLASS_TOKEN_HEADER, normaliseClassCode } from "../../../core/class-mode";
import { parseStoredObject } from "../../../core/stored-json";
import { api, request, type ApiData, type ApiResult } from "../../api/client";

export type StoredParticipation = { token: string; pseudonym: string };
export type Participation = NonNullable<ApiData<typeof api.class.participation.$get>>;

const keyOf = (code: string) => `lacademie.class.${normaliseClassCode(code)}`;

function readStored(code: string): string | null {
  try {
    return localStorage.getItem(keyOf(code));
  } catch {
    return null;
  }
}

function parseParticipation(raw: string | null): StoredParticipation | null {
  const stored = parseStoredObject(raw);
  return stored && typeof stored.token === "string" && typeof stored.pseudonym === "string"
    ? { token: stored.token, pseudonym: stored.pseudonym }
    : null;
}

export function storedParticipation(code: string): StoredParticipation | null {
  return parseParticipation(readStored(code));
}

const noSubscription = () => () => {};

/** This device's participation in the session of `code`; undefined until the page runs in the browser. */
export function useStoredParticipation(code: string): StoredParticipation | null | undefined {
  const raw = useSyncExternalStore(
    noSubscription,
    () => readStored(code),
    () => undefined,
  );
  return useMemo(() => (raw === undefined ? undefined : parseParticipation(raw)), [raw]);
}

/** Keeps the participation on this device, for the quiz pages' calls (X-Class-Token). */
export function rememberParticipation(code: string, participation: StoredParticipation) {
  try {
    localStorage.setItem(keyOf(code), JSON.stringify(participation));
  } catch {
    // private browsing without storage: the participation lasts as long as the page
  }
}

export function forgetParticipation(code: string) {
  try {
    localStorage.removeItem(keyOf(code));
  } catch {
    // nothing stored
  }
}

/** Joins the session of `code` and keeps the participation on this device. */
export async function joinSession(code: string): Promise<ApiResult<Participation & StoredParticipation>> {
  const result = await request(() => api.class.join.$post({ json: { code } }));
  if (result.ok)
    rememberParticipation(result.data.session.code, { token: result.data.token, pseudonym: result.data.pseudonym });
  return result;
}

/** Where this device's participation stands: its pseudonym, the session and what is done in each quiz. */
export function loadParticipation(token: string): Promise<ApiResult<Participation>> {
  return request(() => api.class.participation.$get({}, { headers: { [CLASS_TOKEN_HEADER]: token } }));
}
