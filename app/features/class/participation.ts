// A pupil's participation, kept on the device that joined (docs/product.md#class-mode): the token that lets a reload or
// a return the next day continue it, and the pseudonym to show. Nothing else about the pupil exists anywhere.
import { CLASS_TOKEN_HEADER, normaliseClassCode } from "../../../core/class-mode";
import { api, request, type ApiData, type ApiResult } from "../../api/client";
import { DEVICE, read, remove, useDeviceValue, write, type StoredParticipation } from "../../device/store";

export type { StoredParticipation };
export type Participation = NonNullable<ApiData<typeof api.class.participation.$get>>;

const keyOf = (code: string) => DEVICE.classParticipation(normaliseClassCode(code));

export function storedParticipation(code: string): StoredParticipation | null {
  return read(keyOf(code));
}

/** This device's participation in the session of `code`; undefined until the page runs in the browser. */
export function useStoredParticipation(code: string): StoredParticipation | null | undefined {
  return useDeviceValue(keyOf(code));
}

/** Where storage is refused (private browsing), the participation lasts as long as the page. */
function remember(code: string, participation: StoredParticipation) {
  write(keyOf(code), participation);
}

export function forgetParticipation(code: string) {
  remove(keyOf(code));
}

/** Joins the session of `code` and keeps the participation on this device. */
export async function joinSession(code: string): Promise<ApiResult<Participation & StoredParticipation>> {
  const result = await request(() => api.class.join.$post({ json: { code } }));
  if (result.ok) remember(result.data.session.code, { token: result.data.token, pseudonym: result.data.pseudonym });
  return result;
}

/** Where this device's participation stands: its pseudonym, the session and what is done in each quiz. */
export function loadParticipation(token: string): Promise<ApiResult<Participation>> {
  return request(() => api.class.participation.$get({}, { headers: { [CLASS_TOKEN_HEADER]: token } }));
}
