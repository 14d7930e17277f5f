// The site's Content-Security-Policy forbids eval. On its first object parse, zod would try `new Function` to see
// whether it may compile its checks, and the browser reports that try as a violation. Its interpreter (jitless) is
// plenty for the small objects the browser checks (stored decks, forms). Imported first by each browser module that
// parses with zod (the review deck, the error-report and class forms) — not by the root, which would put zod in every
// page's shell.
import { config } from "zod";

config({ jitless: true });
