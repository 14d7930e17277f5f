// The newsletter form's answers (the action: app/features/newsletter/newsletter.server.ts).
/** What the newsletter action answers, shown by the form that posted (or by /newsletter without scripts). */
export type NewsletterAnswer = { ok: boolean; message: string };

export const NEWSLETTER_ACTION_PATH = "/newsletter";

export const NEWSLETTER_MESSAGES = {
  subscribed:
    "Merci ! Votre inscription à la lettre d’information est enregistrée. Un email de confirmation vous a été envoyé.",
  invalidEmail: "Cette adresse email n’est pas valide. Vérifiez-la, par exemple : prenom.nom@exemple.fr.",
  tooMany: "Trop d’inscriptions depuis cette connexion. Réessayez dans une heure.",
} as const;
