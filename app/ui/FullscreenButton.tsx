import { Expand } from "lucide-react";
import { Button } from "./Button";

/**
 * « Plein écran » on a projected view: the whole page on the classroom's screen (refused silently where it cannot).
 * `iconOnly`: its icon alone, named for assistive technologies, where every word on screen is for the room.
 */
export function FullscreenButton({ iconOnly = false }: { iconOnly?: boolean }) {
  return (
    <Button
      variant="secondary"
      aria-label={iconOnly ? "Plein écran" : undefined}
      title={iconOnly ? "Plein écran" : undefined}
      className={iconOnly ? "px-2.5" : undefined}
      onClick={() => void document.documentElement.requestFullscreen?.().catch(() => {})}
    >
      <Expand aria-hidden="true" className={iconOnly ? "size-7" : "size-5"} />
      {iconOnly ? null : "Plein écran"}
    </Button>
  );
}
