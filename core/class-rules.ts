// Class mode (docs/product.md#class-mode): what the teacher's form, the pupil's join screen and the server share — the
// code's alphabet, the pseudonyms, the limits and the French messages. Pure: randomness is passed in.
import { percentage } from "./scoring";

/** Codes are read aloud and copied from a projector: no 0/O, no 1/I/L. 31 signs, 6 of them: 887 million codes. */
export const CLASS_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CLASS_CODE_LENGTH = 6;

/** How long a session's answers are kept after it closes, then deleted by the server's daily purge. */
export const CLASS_RETENTION_DAYS = 30;
/**
 * « Mes classes »: a class is followed over one school year, from September, and deleted with its sessions on
 * 1 September at its end (pupils are minors: nothing is kept from one year to the next). From July, the year to come.
 */
export const currentSchoolYear = (now: Date) => now.getUTCFullYear() - (now.getUTCMonth() < 6 ? 1 : 0);
export const schoolYearLabel = (startYear: number) => `${startYear}-${startYear + 1}`;
export const classPurgeDate = (startYear: number) => new Date(Date.UTC(startYear + 1, 8, 1));
export const CLASS_NAME_LENGTH = { min: 2, max: 40 } as const;
/** The closing date the form proposes. */
export const CLASS_DEFAULT_DURATION_DAYS = 7;
/** The furthest closing date a teacher may choose: a school term. */
export const CLASS_MAX_DURATION_DAYS = 120;
export const CLASS_TITLE_LENGTH = { min: 3, max: 80 } as const;
export const CLASS_MAX_QUIZZES = 10;
/**
 * How many pupils may join a session: the teacher sets it at creation (a class, 40 unless changed; a whole year in a
 * lecture hall at most). Joins beyond it are refused, so that a code passed around cannot fill the session.
 */
export const CLASS_SIZE = { min: 1, default: 40, max: 200 } as const;

/**
 * How a session moves (docs/decisions/038-teacher-paced-class.md): « libre », each pupil at their own pace, the answer
 * shown at once; « enseignant », the teacher moves the whole class question by question and reveals each answer.
 */
export const CLASS_PACINGS = ["libre", "enseignant"] as const;
export type ClassPacing = (typeof CLASS_PACINGS)[number];
/** The timers a teacher may set per question, in seconds (none by default). */
export const CLASS_TIMERS = [30, 60, 90] as const;
/** An answer sent just before the deadline still counts if it arrives within this time (the network's delay). */
export const CLASS_DEADLINE_GRACE_SECONDS = 2;
/** « Et vous ? »: the option every opinion poll offers beside the map's positions. */
export const POLL_DONT_KNOW = { id: "ne-sait-pas", label: "Je ne sais pas" } as const;
export const POLL_MOMENTS = ["avant", "apres"] as const;
export type PollMoment = (typeof POLL_MOMENTS)[number];
export const POLL_MOMENT_LABELS: Record<PollMoment, string> = { avant: "Avant le quiz", apres: "Après le quiz" };

/**
 * A code from random bytes, without bias: a byte of 248 or more (8 × 31) is skipped. `randomBytes(n)` must give n
 * uniformly random bytes (crypto.getRandomValues on both sides).
 */
export function generateClassCode(randomBytes: (count: number) => Uint8Array): string {
  const limit = 256 - (256 % CLASS_CODE_ALPHABET.length);
  let code = "";
  while (code.length < CLASS_CODE_LENGTH) {
    for (const byte of randomBytes(CLASS_CODE_LENGTH * 2)) {
      if (byte >= limit || code.length === CLASS_CODE_LENGTH) continue;
      code += CLASS_CODE_ALPHABET[byte % CLASS_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** What a pupil types, as the server looks it up: upper case, without spaces or dashes. */
export function normaliseClassCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

// Pseudonyms are drawn, never typed: no name, nothing to moderate. Animals with their grammatical gender, colours
// in both genders, so that every pair reads right (« Renard bleu », « Chouette verte »).
const ANIMALS: ReadonlyArray<readonly [string, "m" | "f"]> = [
  ["Renard", "m"],
  ["Chouette", "f"],
  ["Loutre", "f"],
  ["Castor", "m"],
  ["Hérisson", "m"],
  ["Mésange", "f"],
  ["Lynx", "m"],
  ["Baleine", "f"],
  ["Dauphin", "m"],
  ["Tortue", "f"],
  ["Écureuil", "m"],
  ["Abeille", "f"],
  ["Panda", "m"],
  ["Girafe", "f"],
  ["Koala", "m"],
  ["Gazelle", "f"],
  ["Pingouin", "m"],
  ["Libellule", "f"],
  ["Colibri", "m"],
  ["Marmotte", "f"],
  ["Blaireau", "m"],
  ["Fourmi", "f"],
  ["Héron", "m"],
  ["Grenouille", "f"],
  ["Lièvre", "m"],
  ["Hirondelle", "f"],
  ["Faucon", "m"],
  ["Salamandre", "f"],
  ["Bison", "m"],
  ["Cigogne", "f"],
  ["Manchot", "m"],
  ["Coccinelle", "f"],
  ["Phoque", "m"],
  ["Autruche", "f"],
  ["Chamois", "m"],
  ["Pieuvre", "f"],
  ["Toucan", "m"],
  ["Mouette", "f"],
  ["Yack", "m"],
  ["Otarie", "f"],
];
const COLOURS: ReadonlyArray<readonly [string, string]> = [
  ["bleu", "bleue"],
  ["vert", "verte"],
  ["rouge", "rouge"],
  ["jaune", "jaune"],
  ["violet", "violette"],
  ["orange", "orange"],
  ["doré", "dorée"],
  ["argenté", "argentée"],
  ["turquoise", "turquoise"],
  ["rose", "rose"],
  ["gris", "grise"],
  ["blanc", "blanche"],
];

/** Every pseudonym a pupil can receive (480): more than any class needs, so that none repeats in a session. */
export const PSEUDONYMS: readonly string[] = ANIMALS.flatMap(([animal, gender]) =>
  COLOURS.map(([masculine, feminine]) => `${animal} ${gender === "m" ? masculine : feminine}`),
);

/** A pseudonym not yet taken in the session, drawn with `random()` in [0, 1); null when every one is taken. */
export function pickPseudonym(taken: ReadonlySet<string>, random: () => number): string | null {
  const free = PSEUDONYMS.filter((pseudonym) => !taken.has(pseudonym));
  return free.length === 0 ? null : free[Math.floor(random() * free.length)]!;
}

/** The closing date the form proposes: 7 days from `now`. */
export function defaultClosingDate(now: Date): Date {
  return new Date(now.getTime() + CLASS_DEFAULT_DURATION_DAYS * 86_400_000);
}

export const CLASS_MESSAGES = {
  titleLength: `Le titre compte de ${CLASS_TITLE_LENGTH.min} à ${CLASS_TITLE_LENGTH.max} caractères.`,
  quizzesRequired: "Choisissez au moins un quiz.",
  quizzesTooMany: `Une séance propose au plus ${CLASS_MAX_QUIZZES} quiz.`,
  unknownQuiz: "Ce quiz n’existe pas dans le catalogue.",
  closingInPast: "La date de clôture doit être dans le futur.",
  closingTooFar: `La séance ne peut pas rester ouverte plus de ${CLASS_MAX_DURATION_DAYS} jours.`,
  codeUnknown: "Ce code ne correspond à aucune séance. Vérifiez-le auprès de votre enseignant.",
  sessionClosed: "Cette séance est close : elle n’accepte plus de réponses.",
  tooManyGuesses: "Trop de codes erronés depuis cette connexion. Réessayez dans quelques minutes.",
  tooManySessions: "Trop de séances créées en une heure. Réessayez plus tard.",
  participationUnknown: "Vous ne participez plus à cette séance : rejoignez-la à nouveau avec son code.",
  sessionFull: "Cette séance a atteint le nombre maximal de participants.",
  classSize: `Le nombre d’élèves est un nombre entier de ${CLASS_SIZE.min} à ${CLASS_SIZE.max}.`,
  tooManyStreams: "Trop de pages de résultats en direct sont ouvertes. Fermez-en une, puis rechargez celle-ci.",
  tooManyJoins: "Trop d’élèves rejoignent en même temps depuis cette connexion. Réessayez dans une minute.",
  notFound: "Séance introuvable.",
  pacing: "Choisissez qui mène le rythme de la séance.",
  timer: "Le minuteur dure 30, 60 ou 90 secondes, ou aucun.",
  notPaced: "Cette séance n’est pas guidée par l’enseignant : chaque élève avance à son rythme.",
  lastQuestion: "C’était la dernière question de la séance.",
  noCurrentQuestion: "Aucune question n’est en cours : passez d’abord à la question suivante.",
  notCurrentQuestion: "Cette question n’est pas celle en cours : attendez la question que votre enseignant affiche.",
  answerRevealed: "La réponse a été révélée : cette question n’accepte plus de réponses.",
  timeUp: "Le temps est écoulé pour cette question : votre réponse n’a pas été prise en compte.",
  alreadyClosed: "Cette séance est déjà close.",
  sessionLocked:
    "Cette séance est verrouillée : elle n’accepte plus de nouveaux élèves. Si vous faites partie de la classe, prévenez votre enseignant.",
  removed: "Votre enseignant vous a retiré de cette séance : vous ne pouvez plus y répondre.",
  pollUnknown: "Ce sondage n’est pas ouvert dans cette séance.",
  pollOption: "Choisissez une des réponses proposées.",
  pollAlreadyVoted: "Vous avez déjà donné votre avis sur cette question.",
  debateQuestionUnknown: "Cette question ne figure dans aucune carte du débat.",
  className: `Le nom de la classe compte de ${CLASS_NAME_LENGTH.min} à ${CLASS_NAME_LENGTH.max} caractères, par exemple « 1re C ».`,
  schoolYear: "Choisissez l’année scolaire en cours ou la suivante.",
  classUnknown: "Classe introuvable.",
  shareUnknown: "Ce lien de partage ne mène à aucune séance : demandez-en un nouveau à votre collègue.",
} as const;

/** The refusal a pupil reads when the session's class is complete. */
export function sessionFullMessage(size: number): string {
  return `Cette séance est complète : elle accueille ${size} élève${size > 1 ? "s" : ""} au plus. Si vous faites partie de la classe, prévenez votre enseignant.`;
}

/** The closing date's rule, checked by the form and by the server against its own clock. */
export function closingDateProblem(closesAt: Date, now: Date): string | null {
  if (closesAt.getTime() <= now.getTime()) return CLASS_MESSAGES.closingInPast;
  if (closesAt.getTime() - now.getTime() > CLASS_MAX_DURATION_DAYS * 86_400_000) return CLASS_MESSAGES.closingTooFar;
  return null;
}

/** Share of right answers, in whole percent; null when nobody answered (no share to show, not 0 %). */
export function shareCorrect(correct: number, answered: number): number | null {
  return answered === 0 ? null : percentage(correct, answered);
}

/**
 * « 3 erreurs sûres sur 12 réponses »: a question's wrong answers given with « Sûr·e », the misconceptions held most
 * firmly (issue 37). Knowledge, counted per question; nothing is said of any pupil.
 */
export function confidentErrorsLabel(confidentErrors: number, answered: number): string {
  const errors =
    confidentErrors === 0
      ? "Aucune erreur sûre"
      : `${confidentErrors} erreur${confidentErrors > 1 ? "s" : ""} sûre${confidentErrors > 1 ? "s" : ""}`;
  return `${errors} sur ${answered} réponse${answered > 1 ? "s" : ""}`;
}

/** A session's settings that a copy keeps (« Relancer en post-test », « Dupliquer la séance »). */
type CopiedSession = {
  title: string;
  topicIds: string[];
  maxParticipants: number;
  pacing: ClassPacing;
  timerSeconds: number | null;
};

/** A new session with the same quizzes, size and pace, titled « … (post-test) » or « … (copie) », closing in 7 days. */
export function copiedSessionInput(session: CopiedSession, label: "post-test" | "copie", now: Date) {
  return {
    title: `${session.title} (${label})`.slice(0, CLASS_TITLE_LENGTH.max),
    topicIds: session.topicIds,
    closesAt: defaultClosingDate(now).toISOString(),
    maxParticipants: session.maxParticipants,
    pacing: session.pacing,
    ...(session.timerSeconds === null ? {} : { timerSeconds: session.timerSeconds }),
  };
}

type ResultQuestion = {
  id: string;
  question: string;
  explanation: string;
  options: ReadonlyArray<{ id: string; text: string; isCorrect: boolean }>;
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A question's results from how many pupils chose each option, and how many of them were sure. */
export function questionResult(
  topicId: string,
  question: ResultQuestion,
  tallyOf: (optionId: string) => { count: number; sure: number } | undefined,
) {
  const options = question.options.map(({ id, text, isCorrect }) => {
    // `sure`: of them, how many said « Sûr·e » before « Vérifier ».
    const { count, sure } = tallyOf(id) ?? { count: 0, sure: 0 };
    return { id, text, isCorrect, count, sure };
  });
  const answered = sum(options.map((option) => option.count));
  const correct = sum(options.filter((option) => option.isCorrect).map((option) => option.count));
  return {
    topicId,
    id: question.id,
    text: question.question,
    explanation: question.explanation,
    options,
    answered,
    correct,
    /**
     * Wrong answers given with « Sûr·e » (issue 37): the misconceptions a class holds firmly, the first to take up.
     * About knowledge, never opinion; counted per question, not shown per pupil.
     */
    confidentErrors: sum(options.filter((option) => !option.isCorrect).map((option) => option.sure)),
    /** Whole percent of right answers; null before anybody answers. */
    share: shareCorrect(correct, answered),
  };
}
export type QuestionResult = ReturnType<typeof questionResult> & {
  /** For a post-test: the same question's share in the session it follows. */
  pretestShare?: number | null;
};

/**
 * The questions answered by somebody and missed by somebody, least succeeded first (what to take up again in class;
 * a question the whole class got right is not); among equals, the most confident errors (the firmest misconceptions)
 * first.
 */
export function questionsToReview(questions: readonly QuestionResult[]) {
  return questions
    .flatMap(({ topicId, id, text, share, answered, confidentErrors }) =>
      share === null || share >= 100 ? [] : [{ topicId, id, text, share, answered, confidentErrors }],
    )
    .sort((a, b) => a.share - b.share || b.confidentErrors - a.confidentErrors);
}
