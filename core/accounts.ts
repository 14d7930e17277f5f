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
