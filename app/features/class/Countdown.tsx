import { Timer } from "lucide-react";
import { useEffect, useState } from "react";

/**
 * A question's timer: the seconds left as the server counted them when the page was read (never a phone's clock, which
 * may be wrong), counted down from the moment they arrived. Without scripts, the figure read with the page. Callers key
 * it by the figure, so that each new reading starts afresh.
 */
export function Countdown({
  secondsLeft,
  large = false,
  onTimeUp,
}: {
  secondsLeft: number;
  large?: boolean;
  /** Called once when the count reaches 0 (a pupil's options lock then, not at the next reading). */
  onTimeUp?: () => void;
}) {
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    if (left === 0) onTimeUp?.();
  }, [left, onTimeUp]);
  useEffect(() => {
    const received = Date.now();
    const tick = setInterval(() => {
      const next = Math.max(0, secondsLeft - Math.floor((Date.now() - received) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(tick);
    }, 250);
    return () => clearInterval(tick);
  }, [secondsLeft]);
  // A named timer (WCAG 4.1.2): a screen reader says what it counts when asked, without reading out every second
  // (a timer is a live region that stays quiet); the moment time runs out is said once, politely.
  return (
    <>
      <p
        role="timer"
        aria-label="Temps restant"
        data-countdown
        className={`inline-flex items-center gap-2 rounded-full px-4 py-2 font-bold tabular-nums ${
          left === 0 ? "bg-danger-soft text-danger-stronger" : "bg-surface-muted text-fg"
        } ${large ? "text-3xl" : "text-lg"}`}
      >
        <Timer aria-hidden="true" className={large ? "size-8" : "size-5"} />
        {left === 0 ? "Temps écoulé" : `Temps restant : ${left} s`}
      </p>
      <span role="status" className="sr-only">
        {left === 0 ? "Temps écoulé" : ""}
      </span>
    </>
  );
}
