// Apart from core/class-mode.ts, whose schemas need zod: the outbox, in every page's shell, needs only this name.

/** The header that carries a pupil's participation token (a random secret kept on the pupil's device). */
export const CLASS_TOKEN_HEADER = "x-class-token";
