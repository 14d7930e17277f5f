import { describe, expect, it } from "vitest";
import {
  CLASS_CODE_ALPHABET,
  ClassAnswerSchema,
  ClassCodeSchema,
  ClassSessionInputSchema,
  confidentErrorsLabel,
  PSEUDONYMS,
  closingDateProblem,
  defaultClosingDate,
  generateClassCode,
  pickPseudonym,
  sessionFullMessage,
  shareCorrect,
} from "./class-mode";

const bytes = (...values: number[]) => {
  let position = 0;
  return (count: number) => Uint8Array.from({ length: count }, () => values[position++ % values.length]!);
};

describe("class codes", () => {
  it("leaves out the signs that look alike", () => {
    for (const sign of "0O1IL") expect(CLASS_CODE_ALPHABET).not.toContain(sign);
    expect(new Set(CLASS_CODE_ALPHABET).size).toBe(31);
  });

  it("draws six signs of the alphabet, skipping the bytes that would bias it", () => {
    expect(generateClassCode(bytes(0, 1, 2, 3, 4, 5))).toBe("ABCDEF");
    // 248–255 are skipped; 31 maps to the first sign again.
    expect(generateClassCode(bytes(255, 248, 30, 31, 0, 1, 2, 3))).toBe("9AABCD");
    const random = (count: number) => crypto.getRandomValues(new Uint8Array(count));
    for (let i = 0; i < 200; i += 1) expect(generateClassCode(random)).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  });

  it("reads a typed code in upper case without spaces or dashes, and refuses the others", () => {
    expect(ClassCodeSchema.parse(" abc-def ")).toBe("ABCDEF");
    expect(ClassCodeSchema.safeParse("ABCDE").success).toBe(false);
    expect(ClassCodeSchema.safeParse("ABCDE0").error?.issues[0]?.message).toBe(
      "Ce code ne correspond à aucune séance.",
    );
  });
});

describe("pseudonyms", () => {
  it("are 480 distinct pairs that agree in gender", () => {
    expect(PSEUDONYMS).toHaveLength(480);
    expect(new Set(PSEUDONYMS).size).toBe(480);
    expect(PSEUDONYMS).toContain("Renard bleu");
    expect(PSEUDONYMS).toContain("Chouette verte");
    expect(PSEUDONYMS).not.toContain("Chouette vert");
  });

  it("are drawn among those not yet taken, until none is left", () => {
    expect(pickPseudonym(new Set(), () => 0)).toBe(PSEUDONYMS[0]);
    expect(pickPseudonym(new Set([PSEUDONYMS[0]!]), () => 0)).toBe(PSEUDONYMS[1]);
    expect(pickPseudonym(new Set(PSEUDONYMS.slice(0, -1)), () => 0.99)).toBe(PSEUDONYMS.at(-1));
    expect(pickPseudonym(new Set(PSEUDONYMS), () => 0)).toBeNull();
  });
});

describe("a session's settings", () => {
  const now = new Date("2026-11-25T08:00:00Z");

  it("closes in 7 days by default, never in the past nor after 120 days", () => {
    expect(defaultClosingDate(now).toISOString()).toBe("2026-12-02T08:00:00.000Z");
    expect(closingDateProblem(defaultClosingDate(now), now)).toBeNull();
    expect(closingDateProblem(now, now)).toBe("La date de clôture doit être dans le futur.");
    expect(closingDateProblem(new Date("2027-04-01T00:00:00Z"), now)).toMatch(/plus de 120 jours/);
  });

  it("needs a title of 3 to 80 characters and 1 to 10 distinct quizzes", () => {
    const valid = { title: "1re B — Immigration", topicIds: ["climat-objectifs"], closesAt: "2026-12-02T08:00:00Z" };
    expect(ClassSessionInputSchema.safeParse(valid).success).toBe(true);
    expect(ClassSessionInputSchema.safeParse({ ...valid, title: " a " }).success).toBe(false);
    expect(ClassSessionInputSchema.safeParse({ ...valid, topicIds: [] }).success).toBe(false);
    expect(ClassSessionInputSchema.safeParse({ ...valid, topicIds: ["a", "a"] }).success).toBe(false);
    expect(ClassSessionInputSchema.safeParse({ ...valid, closesAt: "demain" }).success).toBe(false);
  });

  it("refuses a title with a control or bidi-override character, in French", () => {
    const valid = { title: "1re B — Immigration", topicIds: ["climat-objectifs"], closesAt: "2026-12-02T08:00:00Z" };
    for (const title of ["1re B\u202e noitargimmI", "1re B\u2066 Immigration", "1re\u0007 B", "1re B\nImmigration"])
      expect(ClassSessionInputSchema.safeParse({ ...valid, title }).error?.issues[0]?.message).toBe(
        "Le titre contient un caractère invisible (caractère de contrôle ou d’inversion du sens du texte) : retirez-le.",
      );
  });

  it("takes the class's size from 1 to 200, 40 unless given, as a number or the form's text", () => {
    const valid = { title: "1re B — Immigration", topicIds: ["climat-objectifs"], closesAt: "2026-12-02T08:00:00Z" };
    expect(ClassSessionInputSchema.parse(valid).maxParticipants).toBe(40);
    expect(ClassSessionInputSchema.parse({ ...valid, maxParticipants: "" }).maxParticipants).toBe(40);
    expect(ClassSessionInputSchema.parse({ ...valid, maxParticipants: " 28 " }).maxParticipants).toBe(28);
    expect(ClassSessionInputSchema.parse({ ...valid, maxParticipants: 200 }).maxParticipants).toBe(200);
    for (const wrong of [0, 201, 2.5, "trente", null, true])
      expect(ClassSessionInputSchema.safeParse({ ...valid, maxParticipants: wrong }).error?.issues[0]?.message).toBe(
        "Le nombre d’élèves est un nombre entier de 1 à 200.",
      );
    expect(sessionFullMessage(40)).toBe(
      "Cette séance est complète : elle accueille 40 élèves au plus. Si vous faites partie de la classe, prévenez votre enseignant.",
    );
  });

  it("shows a share of right answers only when somebody answered", () => {
    expect(shareCorrect(0, 0)).toBeNull();
    expect(shareCorrect(2, 3)).toBe(67);
  });
});

describe("confidence in class answers (issue 37)", () => {
  const answer = { topicId: "immigration-quiz", questionId: "q1", selectedOptionId: "a" };

  it("takes an answer with or without a confidence, and nothing else", () => {
    expect(ClassAnswerSchema.parse(answer).confidence).toBeUndefined();
    expect(ClassAnswerSchema.parse({ ...answer, confidence: "sure" }).confidence).toBe("sure");
    expect(ClassAnswerSchema.parse({ ...answer, confidence: "unsure" }).confidence).toBe("unsure");
    expect(ClassAnswerSchema.safeParse({ ...answer, confidence: "certain" }).success).toBe(false);
    expect(ClassAnswerSchema.safeParse({ ...answer, confidence: true }).success).toBe(false);
  });

  it("names a question's confident errors with its answers, in French number agreement", () => {
    expect(confidentErrorsLabel(3, 12)).toBe("3 erreurs sûres sur 12 réponses");
    expect(confidentErrorsLabel(1, 1)).toBe("1 erreur sûre sur 1 réponse");
    expect(confidentErrorsLabel(0, 5)).toBe("Aucune erreur sûre sur 5 réponses");
  });
});
