import { Square, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { pickFrenchVoice, SPEECH_LANG, speechChunks } from "../../../core/read-aloud";
import { Button } from "../../ui/Button";

/** The browser's speech synthesis, when it has both the engine and the utterance to feed it. */
function speechEngine(): SpeechSynthesis | undefined {
  if (typeof window === "undefined") return undefined;
  const synth = window.speechSynthesis as SpeechSynthesis | undefined;
  return synth && typeof window.SpeechSynthesisUtterance === "function" ? synth : undefined;
}

/**
 * The device's French voice, or undefined while there is none. Known in the browser only, after hydration: the
 * prerendered page never shows « Écouter ». Chrome fills the list of voices after the page loads and says so with
 * `voiceschanged`.
 */
function useFrenchVoice(): SpeechSynthesisVoice | undefined {
  const [voice, setVoice] = useState<SpeechSynthesisVoice>();
  useEffect(() => {
    const synth = speechEngine();
    if (!synth) return;
    const update = () => setVoice(pickFrenchVoice(synth.getVoices()));
    update();
    // Older Safari has no events on the engine; its list is complete from the start.
    if (typeof synth.addEventListener !== "function") return;
    synth.addEventListener("voiceschanged", update);
    return () => synth.removeEventListener("voiceschanged", update);
  }, []);
  return voice;
}

/**
 * « Écouter »: reads `text` aloud in French with the browser's own speech synthesis (no audio file, no service of
 * ours); while it speaks the button reads « Arrêter » and stops it. A new `text` (the next slide, the next question)
 * or leaving the page stops the reading. Absent where the device has no French voice. `subject` completes the
 * accessible name: « Écouter la diapositive ».
 */
export function ListenButton({ text, subject, className = "" }: { text: string; subject: string; className?: string }) {
  const voice = useFrenchVoice();
  const [speaking, setSpeaking] = useState(false);
  // Each reading has a number: the events of one that was cut short must not end the next one.
  const reading = useRef(0);
  const active = useRef(false);
  const hasVoice = voice !== undefined;

  function finish() {
    reading.current += 1;
    active.current = false;
    setSpeaking(false);
  }

  function stop() {
    finish();
    speechEngine()?.cancel();
  }

  function start() {
    const synth = speechEngine();
    if (!synth || !voice) return;
    // Whatever the engine still holds would be read first.
    synth.cancel();
    reading.current += 1;
    const id = reading.current;
    const chunks = speechChunks(text);
    const ended = () => {
      if (reading.current === id) finish();
    };
    const failed = () => {
      if (reading.current !== id) return;
      finish();
      // The rest of the text would otherwise go on after a chunk that failed, with the button back to « Écouter ».
      synth.cancel();
    };
    chunks.forEach((chunk, position) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = SPEECH_LANG;
      utterance.voice = voice;
      utterance.onerror = failed;
      if (position === chunks.length - 1) utterance.onend = ended;
      synth.speak(utterance);
    });
    active.current = true;
    setSpeaking(true);
  }

  // The slide or the question changed, the voice went away, or the page is left: the reading stops with it.
  useEffect(
    () => () => {
      if (!active.current) return;
      finish();
      speechEngine()?.cancel();
    },
    [text, hasVoice],
  );

  if (!voice) return null;
  return (
    <Button
      variant="secondary"
      size="md"
      onClick={speaking ? stop : start}
      className={`print:hidden ${className}`}
      data-listen
    >
      {speaking ? (
        <Square aria-hidden="true" className="size-4 fill-current" />
      ) : (
        <Volume2 aria-hidden="true" className="size-5" />
      )}
      {speaking ? "Arrêter" : "Écouter"}
      <span className="sr-only">{speaking ? " la lecture" : ` ${subject}`}</span>
    </Button>
  );
}
