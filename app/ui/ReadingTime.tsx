import { Clock } from "lucide-react";

/** « n min de lecture », with its clock. */
export function ReadingTime({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Clock aria-hidden="true" className="size-4" />
      {minutes} min de lecture
    </span>
  );
}
