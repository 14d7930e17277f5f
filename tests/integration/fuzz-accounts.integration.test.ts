import { describeFuzz, FUZZ_TARGETS, isAccountTarget } from "../support/fuzz";

// Sign-up, sign-in, password reset and e-mail verification; every other endpoint in fuzz-site.integration.test.ts.
describeFuzz("the accounts' endpoints", FUZZ_TARGETS.filter(isAccountTarget));
