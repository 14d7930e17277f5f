import { Expand } from "lucide-react";
import { Button } from "./Button";

/** « Plein écran » on a projected view: the whole page on the classroom's screen (refused silently where it cannot). */
export function FullscreenButton() {
  return (
    <Button variant="secondary" onClick={() => void document.documentElement.requestFullscreen?.().catch(() => {})}>
      <Expand aria-hidden="true" className="size-5" />
      Plein écran
    </Button>
  );
}
