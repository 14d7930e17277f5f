/** The one error type domain functions throw; its code decides the HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  /** The status of the answer, and for a 429 when to come back (`Retry-After`): for `c.json` and a page action's `data`. */
  get responseInit(): { status: (typeof ERROR_STATUS)[ErrorCode]; headers: Record<string, string> } {
    const retryAfter = (this.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    return {
      status: this.status,
      headers: this.status === 429 && retryAfter ? { "Retry-After": String(retryAfter) } : {},
    };
  }

  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

/** What `work` returns or, when it throws an AppError, what `refuse` makes of it (a page's answer); other errors go on. */
export async function orRefusal<Result, Refusal>(
  work: () => Promise<Result>,
  refuse: (error: AppError) => Refusal,
): Promise<Result | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return refuse(error);
    throw error;
  }
}
