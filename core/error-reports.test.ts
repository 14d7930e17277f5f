import { describe, expect, it } from "vitest";
import { ERROR_REPORT_MESSAGES, ErrorReportInputSchema } from "./error-reports";

const valid = { targetKind: "module", targetId: "immigration-chiffres", message: "La part des immigrés a changé." };
const messageOf = (input: unknown) => {
  const parsed = ErrorReportInputSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]!.message;
};

describe("an error report", () => {
  it("keeps the message trimmed, and a blank source or email as absent", () => {
    expect(
      ErrorReportInputSchema.parse({ ...valid, message: "  Une date fausse ici.  ", source: "  ", email: "" }),
    ).toEqual({
      ...valid,
      message: "Une date fausse ici.",
    });
  });

  it("keeps the reply address lower-case and the source as written", () => {
    expect(
      ErrorReportInputSchema.parse({ ...valid, source: " INSEE, 2025 ", email: " Eleve@Lycee.FR " }),
    ).toMatchObject({ source: "INSEE, 2025", email: "eleve@lycee.fr" });
  });

  it("explains in French what to fix", () => {
    expect(messageOf({ ...valid, message: "faux" })).toBe(ERROR_REPORT_MESSAGES.messageTooShort);
    expect(messageOf({ ...valid, message: "x".repeat(2001) })).toBe(ERROR_REPORT_MESSAGES.messageTooLong);
    expect(messageOf({ ...valid, message: "www.a.fr https://b.fr http://c.fr https://d.fr" })).toBe(
      ERROR_REPORT_MESSAGES.tooManyLinks,
    );
    expect(messageOf({ ...valid, source: "s".repeat(501) })).toBe(ERROR_REPORT_MESSAGES.sourceTooLong);
    expect(messageOf({ ...valid, email: "pas-une-adresse" })).toBe("Adresse email invalide.");
  });

  it("refuses control and bidi-override characters, keeping the message's line breaks", () => {
    expect(messageOf({ ...valid, message: "Deux erreurs :\n- une date\r\n- un chiffre" })).toBeUndefined();
    expect(messageOf({ ...valid, message: "La part \u202edes immigrés a changé." })).toBe(
      "Le message contient un caractère invisible (caractère de contrôle ou d’inversion du sens du texte) : retirez-le.",
    );
    expect(messageOf({ ...valid, message: "La part des\u001b[31m immigrés" })).toMatch(/^Le message contient/);
    expect(messageOf({ ...valid, source: "INSEE\u2066, 2025" })).toMatch(/^La source contient un caractère invisible/);
  });

  it("accepts three links, the source a reader may paste", () => {
    expect(messageOf({ ...valid, message: "Voir https://a.fr, https://b.fr et https://c.fr" })).toBeUndefined();
  });

  it("names only a module or a question, by a content id", () => {
    expect(messageOf({ ...valid, targetKind: "categorie" })).toBeDefined();
    expect(messageOf({ ...valid, targetId: "../admin" })).toBeDefined();
    expect(messageOf({ ...valid, targetId: "Immigration" })).toBeDefined();
    expect(messageOf({ ...valid, targetKind: "question", targetId: "immigration-chiffres-q2" })).toBeUndefined();
  });
});
