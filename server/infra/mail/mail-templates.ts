import { site } from "../../../core/site";
import type { MailMessage } from "./mail";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
  unsubscribe?: string,
  unsubscribeLabel = "Se désinscrire de la lettre d’information",
): string {
  const body = paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join("");
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#1c3a9e">${escapeHtml(site.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1c3a9e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#475569">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>
<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(footer)}</p>
${unsubscribe ? `<p style="margin:12px 0 0;font-size:13px;color:#64748b"><a href="${escapeHtml(unsubscribe)}" style="color:#334155">${escapeHtml(unsubscribeLabel)}</a></p>` : ""}
</div></body></html>`;
}

export function confirmationMail(to: string, url: string): MailMessage {
  const subject = `Confirmez votre adresse email — ${site.name}`;
  const lines = [
    "Bonjour,",
    `Vous venez de créer un compte sur ${site.name}. Pour l’activer, confirmez votre adresse email en suivant ce lien. Il est valable 24 heures.`,
  ];
  const footer = "Vous n’êtes pas à l’origine de cette inscription ? Ignorez ce message : aucun compte ne sera activé.";
  return {
    to,
    subject,
    link: url,
    text: `${lines.join("\n\n")}\n\nConfirmer mon adresse : ${url}\n\n${footer}\n\n— ${site.name}, ${site.tagline}`,
    html: layout("Confirmez votre adresse email", lines, { label: "Confirmer mon adresse", url }, footer),
  };
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  const subject = `Réinitialisez votre mot de passe — ${site.name}`;
  const lines = [
    "Bonjour,",
    "Vous avez demandé à réinitialiser le mot de passe de votre compte. Choisissez-en un nouveau en suivant ce lien, valable 60 minutes.",
  ];
  const footer = "Vous n’avez rien demandé ? Ignorez ce message : votre mot de passe reste inchangé.";
  return {
    to,
    subject,
    link: url,
    text: `${lines.join("\n\n")}\n\nChoisir un nouveau mot de passe : ${url}\n\n${footer}\n\n— ${site.name}, ${site.tagline}`,
    html: layout("Réinitialisez votre mot de passe", lines, { label: "Choisir un nouveau mot de passe", url }, footer),
  };
}

export function newsletterWelcomeMail(to: string, unsubscribeUrl: string, siteUrl: string): MailMessage {
  const subject = `Votre inscription à la lettre d’information — ${site.name}`;
  const lines = [
    "Bonjour,",
    `Votre adresse est bien inscrite à la lettre d’information de ${site.name}. Vous recevrez nos nouveaux modules et quiz sur les grands débats d’actualité.`,
    "Vous pouvez vous désinscrire à tout moment avec le lien en bas de chacun de nos messages.",
  ];
  const footer =
    "Vous n’êtes pas à l’origine de cette inscription ? Désinscrivez-vous avec le lien ci-dessous : nous ne vous écrirons plus.";
  return {
    to,
    subject,
    link: unsubscribeUrl,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>` },
    text: `${lines.join("\n\n")}\n\nDécouvrir les thématiques : ${siteUrl}\n\n${footer}\n\nSe désinscrire : ${unsubscribeUrl}\n\n— ${site.name}, ${site.tagline}`,
    html: layout(
      "Inscription confirmée",
      lines,
      { label: "Découvrir les thématiques", url: siteUrl },
      footer,
      unsubscribeUrl,
    ),
  };
}

/** One-click unsubscribe (RFC 8058): the mail client may POST to the link itself; a person opens it and confirms. */
const unsubscribeHeaders = (url: string) => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
const STOP_REMINDERS = "Ne plus recevoir ces rappels";

/** Sent when a member turns the weekly reminders on at /profil: they know what they asked for and how to stop. */
export function reviewRemindersOnMail(to: string, unsubscribeUrl: string, reviewUrl: string): MailMessage {
  const subject = `Rappels de révision activés — ${site.name}`;
  const lines = [
    "Bonjour,",
    `Vous avez demandé à recevoir un rappel par semaine quand des questions de vos révisions sont à revoir sur ${site.name}. Aucun email n’est envoyé les semaines où rien n’est à revoir.`,
    "Vous pouvez arrêter à tout moment depuis votre profil, ou avec le lien en bas de chacun de ces rappels.",
  ];
  const footer = "Vous n’êtes pas à l’origine de cette demande ? Le lien ci-dessous arrête les rappels.";
  return {
    to,
    subject,
    link: unsubscribeUrl,
    headers: unsubscribeHeaders(unsubscribeUrl),
    text: `${lines.join("\n\n")}\n\nMes révisions : ${reviewUrl}\n\n${footer}\n\n${STOP_REMINDERS} : ${unsubscribeUrl}\n\n— ${site.name}, ${site.tagline}`,
    html: layout(
      "Rappels activés",
      lines,
      { label: "Mes révisions", url: reviewUrl },
      footer,
      unsubscribeUrl,
      STOP_REMINDERS,
    ),
  };
}

/** The weekly reminder: how many questions are due, the way back, the way out. No image, no tracking. */
export function reviewReminderMail(
  to: string,
  subject: string,
  reviewUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const lines = [
    "Bonjour,",
    `${subject} dans vos révisions sur ${site.name} : c’est le bon moment pour les retrouver, avant de les oublier.`,
  ];
  const footer = "Vous recevez ce rappel parce que vous l’avez demandé dans votre profil.";
  return {
    to,
    subject: `${subject} — ${site.name}`,
    link: reviewUrl,
    headers: unsubscribeHeaders(unsubscribeUrl),
    text: `${lines.join("\n\n")}\n\nRéviser maintenant : ${reviewUrl}\n\n${footer}\n\n${STOP_REMINDERS} : ${unsubscribeUrl}\n\n— ${site.name}, ${site.tagline}`,
    html: layout(
      subject,
      lines,
      { label: "Réviser maintenant", url: reviewUrl },
      footer,
      unsubscribeUrl,
      STOP_REMINDERS,
    ),
  };
}
