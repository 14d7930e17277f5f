/**
 * « Écouter »: what the browser's speech synthesis reads aloud, and in which voice. Pure: the page hands in a slide or
 * a question and the browser's list of voices; app/features/read-aloud/ does the speaking.
 */

/** A slide as a reader sees it: its title, its key figure, its paragraphs, its bullets (in that order on screen). */
export type SpokenSlide = {
  title: string;
  body: readonly string[];
  points?: readonly string[];
  keyFigure?: { value: string; label: string; credit?: string };
  /** A chart, timeline or schema: its title and its « À retenir » sentence are read after the text. */
  figure?: { title: string; takeaway: string };
};

/** What speech needs of a voice: its language tag, and whether it runs on the device. */
export type VoiceLike = { lang: string; localService?: boolean; default?: boolean };

/** Every utterance is spoken in French, whatever voice the device finds. */
export const SPEECH_LANG = "fr-FR";

/** Longer utterances are cut at sentence ends: Chrome's network voices fall silent after about 15 seconds of one. */
export const SPEECH_CHUNK_MAX = 220;

/**
 * The text read for a slide, in the order it is shown: title, key figure (value, what it measures, who published
 * it), paragraphs, bullets, then a figure's title and « À retenir » (its values are in the page, as text). Each piece ends as a sentence so the voice pauses between them. The source link is not
 * read: it is a citation, not the slide's text.
 */
export function slideSpeech(slide: SpokenSlide): string {
  const figure = slide.keyFigure
    ? [slide.keyFigure.value, slide.keyFigure.label, ...(slide.keyFigure.credit ? [slide.keyFigure.credit] : [])]
    : [];
  const drawn = slide.figure ? [slide.figure.title, `À retenir : ${slide.figure.takeaway}`] : [];
  return speech([slide.title, ...figure, ...slide.body, ...(slide.points ?? []), ...drawn]);
}

/** The text read for a quiz question: the question, then « Réponse A : … », « Réponse B : … » in the order shown. */
export function questionSpeech(question: string, options: readonly { text: string }[]): string {
  return speech([question, ...options.map((option, position) => `Réponse ${optionLetter(position)} : ${option.text}`)]);
}

/** A, B, C, D: options are read by their place on screen (their ids are not shown). */
function optionLetter(position: number): string {
  return String.fromCharCode(65 + position);
}

function speech(pieces: readonly string[]): string {
  return pieces
    .map((piece) => piece.replace(/\s+/g, " ").trim())
    .filter((piece) => piece !== "")
    .map(asSentence)
    .join(" ");
}

// A piece already ends as a sentence when its last mark (before closing quotes or brackets) is one of these.
const SENTENCE_END = /[.!?…:;][\s»”")\]]*$/u;

function asSentence(piece: string): string {
  return SENTENCE_END.test(piece) ? piece : `${piece}.`;
}

/**
 * The text cut into utterances of at most `max` characters at sentence ends (a sentence longer than that at its
 * last space before the limit), so no single utterance runs long.
 */
export function speechChunks(text: string, max = SPEECH_CHUNK_MAX): string[] {
  const sentences = text
    .split(/(?<=[.!?…][»”")\]]*)\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current = "";
  for (const sentence of sentences.flatMap((sentence) => splitLong(sentence, max))) {
    if (current && current.length + 1 + sentence.length > max) {
      chunks.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function splitLong(sentence: string, max: number): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const cut = rest.lastIndexOf(" ", max);
    const at = cut > 0 ? cut : max;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * The voice to read French with: a French-of-France voice (fr-FR) first, else any French one (fr-BE, fr-CA, fr-CH…);
 * among equals, one that runs on the device (no network, no cut-off), then the device's default. Undefined when the
 * device has no French voice: the page then offers no « Écouter ». Android writes some tags with an underscore.
 */
export function pickFrenchVoice<Voice extends VoiceLike>(voices: readonly Voice[]): Voice | undefined {
  const rank = (voice: Voice) => {
    const lang = voice.lang.replace(/_/g, "-").toLowerCase();
    if (lang !== "fr" && !lang.startsWith("fr-")) return -1;
    return (lang === "fr-fr" ? 4 : 0) + (voice.localService ? 2 : 0) + (voice.default ? 1 : 0);
  };
  let best: Voice | undefined;
  let bestRank = -1;
  for (const voice of voices) {
    const voiceRank = rank(voice);
    if (voiceRank > bestRank) {
      best = voice;
      bestRank = voiceRank;
    }
  }
  return best;
}
