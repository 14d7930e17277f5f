import { Suspense, lazy, type ComponentProps } from "react";

// The dialog brings Radix Dialog (focus trap, scroll lock, portal): about a third of the signed-out profile's own
// JavaScript, for a link few people press. It loads when first opened.
const ForgotPasswordDialog = lazy(() =>
  import("./ForgotPasswordDialog").then((module) => ({ default: module.ForgotPasswordDialog })),
);

export function LazyForgotPasswordDialog(props: ComponentProps<typeof ForgotPasswordDialog>) {
  return (
    <Suspense fallback={null}>
      <ForgotPasswordDialog {...props} />
    </Suspense>
  );
}
