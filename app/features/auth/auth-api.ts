// The browser side of better-auth's endpoints (/api/auth/*), with the French messages of SPEC §8.

export type AuthResult = { ok: true } | { ok: false; code: string; message: string; status: number };

export const MESSAGES = {
  invalidCredentials: "Email ou mot de passe incorrect.",
  accountExists: "Un compte existe déjà avec cet email. Essayez de vous connecter.",
  emailNotVerified:
    "Votre adresse email n'est pas encore confirmée. Ouvrez le lien reçu par email, ou demandez-en un nouveau.",
  passwordTooShort: "Le mot de passe doit contenir au moins 6 caractères.",
  passwordsDiffer: "Les mots de passe ne correspondent pas.",
  invalidEmail: "Cette adresse email n'est pas valide.",
  network: "Le serveur ne répond pas. Vérifiez votre connexion et réessayez.",
  resetExpired: "Le lien de réinitialisation a expiré. Demandez un nouveau lien.",
  resetInvalid: "Le lien de reset est invalide ou expiré.",
} as const;

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: MESSAGES.invalidCredentials,
  USER_ALREADY_EXISTS: MESSAGES.accountExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: MESSAGES.accountExists,
  EMAIL_NOT_VERIFIED: MESSAGES.emailNotVerified,
  PASSWORD_TOO_SHORT: MESSAGES.passwordTooShort,
  INVALID_EMAIL: MESSAGES.invalidEmail,
};

async function post(path: string, body: unknown): Promise<AuthResult> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, code: "NETWORK", message: MESSAGES.network, status: 0 };
  }
  if (response.ok) return { ok: true };
  const data = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = data.code ?? `HTTP_${response.status}`;
  // Our own refusals (rate limits, mail failures) are already in French; better-auth's codes are translated above;
  // anything else shows the service's message, as SPEC §8 says.
  const message = BY_CODE[code] ?? data.message ?? MESSAGES.network;
  return { ok: false, code, message, status: response.status };
}

export const signUp = (email: string, password: string, callbackURL: string) =>
  post("/sign-up/email", { email, password, name: email.split("@")[0] ?? email, callbackURL });

export const signIn = (email: string, password: string) => post("/sign-in/email", { email, password });

export const signOut = () => post("/sign-out", {});

export const resendConfirmation = (email: string, callbackURL: string) =>
  post("/send-verification-email", { email, callbackURL });

export const requestPasswordReset = (email: string) =>
  post("/request-password-reset", { email, redirectTo: "/profil" });

export const resetPassword = (token: string, newPassword: string) => post("/reset-password", { token, newPassword });
