import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of the current server render; undefined in the browser and when prerendering. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
