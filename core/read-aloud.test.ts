import { describe, expect, it } from "vitest";
import { pickFrenchVoice, questionSpeech, slideSpeech, speechChunks, SPEECH_CHUNK_MAX } from "./read-aloud";

describe("slideSpeech", () => {
  it("reads the title, the key figure, the paragraphs and the bullets, in the order they are shown", () => {
    expect(
      slideSpeech({
        title: "Le budget en bref",
        keyFigure: { value: "1 670 Md€", label: "de dépenses publiques", credit: "INSEE, 2024" },
        body: ["L’État dépense plus qu’il ne perçoit.", "Pourquoi ?"],
        points: ["les retraites", "la santé ;"],
      }),
    ).toBe(
      "Le budget en bref. 1 670 Md€. de dépenses publiques. INSEE, 2024. L’État dépense plus qu’il ne perçoit. " +
        "Pourquoi ? les retraites. la santé ;",
    );
  });

  it("ends with a figure's title and its « À retenir » sentence", () => {
    expect(
      slideSpeech({
        title: "Une hausse par paliers",
        body: ["La dette a augmenté lors des crises."],
        figure: { title: "Dette publique brute", takeaway: "La crise du Covid-19 l’a fait bondir en 2020." },
      }),
    ).toBe(
      "Une hausse par paliers. La dette a augmenté lors des crises. Dette publique brute. " +
        "À retenir : La crise du Covid-19 l’a fait bondir en 2020.",
    );
  });

  it("ends each piece as a sentence only where it does not already end as one", () => {
    expect(slideSpeech({ title: "Qui vote ?", body: ["Il dit « oui. »", "Trois cas :", "Voilà…"] })).toBe(
      "Qui vote ? Il dit « oui. » Trois cas : Voilà…",
    );
  });

  it("reads no figure, no bullet and no blank piece when the slide has none", () => {
    expect(slideSpeech({ title: "  Un   titre ", body: ["Un paragraphe", " "] })).toBe("Un titre. Un paragraphe.");
  });
});

describe("questionSpeech", () => {
  it("reads the question, then each option with its letter on screen", () => {
    expect(
      questionSpeech("Combien de députés compte l’Assemblée ?", [{ text: "577" }, { text: "348" }, { text: "925." }]),
    ).toBe("Combien de députés compte l’Assemblée ? Réponse A : 577. Réponse B : 348. Réponse C : 925.");
  });
});

describe("speechChunks", () => {
  it("keeps a short text whole", () => {
    expect(speechChunks("Une phrase. Une autre !")).toEqual(["Une phrase. Une autre !"]);
  });

  it("cuts a long text at sentence ends, each chunk within the limit, nothing lost", () => {
    const sentence = "Cette phrase compte un peu plus de quarante signes.";
    const text = Array.from({ length: 12 }, () => sentence).join(" ");
    const chunks = speechChunks(text, 120);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(120);
      expect(chunk.endsWith(".")).toBe(true);
    }
    expect(chunks.join(" ")).toBe(text);
  });

  it("cuts a sentence longer than the limit at a space", () => {
    const words = Array.from({ length: 80 }, (_, position) => `mot${position}`).join(" ");
    const chunks = speechChunks(words);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(SPEECH_CHUNK_MAX);
    expect(chunks.join(" ")).toBe(words);
  });

  it("gives nothing for an empty text", () => {
    expect(speechChunks("  ")).toEqual([]);
  });
});

describe("pickFrenchVoice", () => {
  const english = { name: "English", lang: "en-US", localService: true, default: true };
  const belgian = { name: "Belge", lang: "fr-BE", localService: true };
  const networkFrance = { name: "Google français", lang: "fr-FR", localService: false };
  const localFrance = { name: "Amélie", lang: "fr-FR", localService: true };

  it("prefers French of France, then a voice on the device", () => {
    expect(pickFrenchVoice([english, belgian, networkFrance])).toBe(networkFrance);
    expect(pickFrenchVoice([english, networkFrance, localFrance, belgian])).toBe(localFrance);
  });

  it("takes any French voice when there is no fr-FR one, whatever the case or separator of its tag", () => {
    expect(pickFrenchVoice([english, belgian])).toBe(belgian);
    expect(pickFrenchVoice([english, { name: "Android", lang: "fr_CA" }])?.name).toBe("Android");
    expect(pickFrenchVoice([{ name: "Court", lang: "FR" }])?.name).toBe("Court");
  });

  it("finds none without a French voice", () => {
    expect(pickFrenchVoice([])).toBeUndefined();
    expect(
      pickFrenchVoice([english, { name: "Frisian", lang: "fy-NL" }, { name: "Fr?", lang: "fra" }]),
    ).toBeUndefined();
  });
});
