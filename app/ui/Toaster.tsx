import { Toaster as Sonner } from "sonner";

/** One toaster for the whole site; its messages are announced politely to screen readers. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      richColors
      closeButton
      duration={4000}
      toastOptions={{ classNames: { title: "font-semibold", description: "text-sm" } }}
      containerAriaLabel="Notifications"
    />
  );
}
