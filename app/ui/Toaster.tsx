import { Toaster as Sonner } from "sonner";

/** One toaster for the whole site; its messages are announced politely to screen readers. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      closeButton
      duration={4000}
      // Sonner's coloured variants miss the contrast ratio: dark text on white, the icon carries the colour. The
      // site's colour variables, not Sonner's own white, so that the toasts follow the dark theme (app/app.css).
      toastOptions={{
        classNames: {
          toast: "!bg-white !text-slate-900 !border-slate-300",
          closeButton: "!bg-white !text-slate-700 !border-slate-300",
          title: "font-semibold",
          description: "!text-slate-700 text-sm",
        },
      }}
      containerAriaLabel="Notifications"
    />
  );
}
