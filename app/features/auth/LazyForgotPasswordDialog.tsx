import { Suspense, lazy, type ComponentProps } from "react";

// The dialog brings Radix Dialog (focus trap, scroll lock, portal): a large share of the signed-out profile's own
// JavaScript (docs/performance.md), for a link few people press. It loads when first opened.
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
