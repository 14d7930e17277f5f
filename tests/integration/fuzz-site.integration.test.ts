import { describeFuzz, FUZZ_TARGETS, isAccountTarget } from "../support/fuzz";

// Every endpoint but the accounts' (fuzz-accounts.integration.test.ts): the two files share the targets, each sends
// its part to a site of its own, and the integration layer runs them side by side.
describeFuzz(
  "every endpoint but the accounts'",
  FUZZ_TARGETS.filter((target) => !isAccountTarget(target)),
);
