import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useBrowserValue } from "../../ui/browser-value";
import { anonymousBrowserId } from "../session/browser-id";
import type { AccountActionData, AccountIntent } from "./account-forms";

/**
 * A form of the account action: posted by a fetcher once the page listens (the answer shows in place, with its
 * toast), natively before (the answer comes as the /auth page). `answer` is that native answer.
 */
export function useAccountForm(intent: AccountIntent, answer?: AccountActionData) {
  const fetcher = useFetcher<AccountActionData>({ key: `account-${intent}` });
  const result = fetcher.data?.intent === intent ? fetcher.data : answer;
  return { fetcher, result, busy: fetcher.state !== "idle" };
}

/** Toasts the answer of an account form once, when it arrives through the page's scripts. */
export function useAnswerToast(data: AccountActionData | undefined, toastOf: (data: AccountActionData) => void) {
  useEffect(() => {
    if (data) toastOf(data);
    // Only a new answer toasts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}

export function HiddenFields({ intent, returnTo }: { intent: AccountIntent; returnTo?: string }) {
  // This browser's anonymous id, for the audience measurement of the sign-in (absent without scripts).
  const browserId = useBrowserValue(anonymousBrowserId, "");
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {returnTo ? <input type="hidden" name="retour" value={returnTo} /> : null}
      {browserId ? <input type="hidden" name="mesure" value={browserId} /> : null}
    </>
  );
}
