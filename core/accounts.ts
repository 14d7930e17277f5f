// Account rules that the server enforces and the browser explains (docs/product.md#accounts).

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** better-auth's session cookie; behind https it carries the `__Secure-` prefix. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether a Cookie header carries a session at all: without one nobody can be signed in. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/** The French messages of the account screens, shared by the server's refusals and the browser's forms. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Email ou mot de passe incorrect.",
  accountExists: "Un compte existe déjà avec cet email. Essayez de vous connecter.",
  emailNotVerified:
    "Votre adresse email n’est pas encore confirmée. Ouvrez le lien reçu par email, ou demandez-en un nouveau.",
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  passwordHint: `${PASSWORD_MIN_LENGTH} caractères minimum`,
  passwordsDiffer: "Les mots de passe ne correspondent pas.",
  invalidEmail: "Cette adresse email n’est pas valide.",
  resetExpired: "Le lien de réinitialisation a expiré. Demandez un nouveau lien.",
  resetInvalid: "Le lien de reset est invalide ou expiré.",
} as const;

// better-auth's refusal codes, translated once for the account screens (browser calls and page actions alike).
const ACCOUNT_MESSAGES_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: ACCOUNT_MESSAGES.invalidCredentials,
  USER_ALREADY_EXISTS: ACCOUNT_MESSAGES.accountExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ACCOUNT_MESSAGES.accountExists,
  EMAIL_NOT_VERIFIED: ACCOUNT_MESSAGES.emailNotVerified,
  PASSWORD_TOO_SHORT: ACCOUNT_MESSAGES.passwordTooShort,
  INVALID_EMAIL: ACCOUNT_MESSAGES.invalidEmail,
};

/** The French message of an account refusal: ours are already French, better-auth's codes are translated. */
export function accountErrorMessage(code: string, message: string): string {
  return ACCOUNT_MESSAGES_BY_CODE[code] ?? message;
}
