// What the account forms and their action share, on both sides (app/features/auth/account.server.ts).

export const ACCOUNT_INTENTS = [
  "connexion",
  "inscription",
  "renvoyer",
  "mot-de-passe-oublie",
  "nouveau-mot-de-passe",
  "deconnexion",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** What the account action answers when it does not redirect: shown by the form that posted it. */
export type AccountActionData = {
  intent: AccountIntent;
  ok: boolean;
  message?: string;
  /** better-auth's refusal code, e.g. EMAIL_NOT_VERIFIED. */
  code?: string;
  email?: string;
  /** Sign-up: the account was created (check your email), or one already exists with this address. */
  stage?: "created" | "exists";
};

/** The code of a new-password answer whose reset link is expired or unknown (the page then offers a new link). */
export const RESET_LINK_REFUSED = "RESET_LINK_REFUSED";

/** Where every account form posts, from any page. */
export const ACCOUNT_ACTION_PATH = "/auth";

/** The tabs of /auth and of the signed-out profile, as the address names them (`?onglet=inscription`). */
export type AuthTab = "connexion" | "inscription";
export const TAB_PARAMETER = "onglet";

export function authTabOf(search: URLSearchParams | string): AuthTab {
  const value = new URLSearchParams(search).get(TAB_PARAMETER);
  return value === "inscription" ? "inscription" : "connexion";
}

/** Where to go back to after signing in: a path of this site only, never an address elsewhere. */
export function safeReturnPath(from: unknown): string {
  return typeof from === "string" &&
    from.startsWith("/") &&
    !from.startsWith("//") &&
    !from.startsWith("/\\") &&
    !from.startsWith("/auth")
    ? from
    : "/";
}
