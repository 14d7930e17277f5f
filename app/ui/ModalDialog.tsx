import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { buttonClasses } from "./Button";

/**
 * The site's modal dialog (Radix: focus trap, Escape, scroll lock, portal): a title, the content given, and a « Fermer »
 * cross in the corner. It scrolls within the screen on a small phone. The content uses Radix's `Dialog.Description`
 * and `Dialog.Close` for its sentence and its own closing button.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>["onCloseAutoFocus"];
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 dark:bg-black/70" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-fg">{title}</Dialog.Title>
          {children}
          <Dialog.Close
            aria-label="Fermer"
            className={buttonClasses({
              variant: "ghost",
              size: "inline",
              className: "absolute top-4 right-4 rounded-md p-1",
            })}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
