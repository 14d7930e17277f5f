import { Toaster as Sonner } from "sonner";

/** One toaster for the whole site; its messages are announced politely to screen readers. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      closeButton
      duration={4000}
      // Sonner's coloured variants miss the contrast ratio: dark text on white, the icon carries the colour. The
      // site's colour tokens, not Sonner's own white, so that the toasts follow the dark theme (app/app.css).
      toastOptions={{
        classNames: {
          toast: "!bg-surface !text-fg !border-border-strong",
          closeButton: "!bg-surface !text-fg-muted !border-border-strong",
          title: "font-semibold",
          description: "!text-fg-muted text-sm",
        },
      }}
      containerAriaLabel="Notifications"
    />
  );
}
