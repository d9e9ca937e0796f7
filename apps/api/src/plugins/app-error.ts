import {
  type ErrorBody,
  ErrorCode,
  errorStatus,
  type StaleEdit,
  staleEditMessage,
} from '@app/contracts/errors';

/** The one error type services throw; the error handler turns it into the HTTP answer. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly conflict?: StaleEdit,
    /** Extra fields of the body: `expire` on PLAN_EXPIRED, `reason` and `seats` on MEMBER_FULL, `preview` on a
     * subscription command whose amount changed since it was shown. */
    readonly extra?: Pick<ErrorBody, 'expire' | 'reason' | 'seats' | 'preview'>,
  ) {
    super(message);
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }

  /** Seconds the client should wait before trying again: sent as Retry-After (429). */
  retryAfterSeconds?: number;
  /** A structured line for operators, logged at warn with the refusal (e.g. `mail_limit_reached`). */
  logEvent?: Record<string, unknown> & { event: string };

  /** 429: a budget is spent; `retryAfterSeconds` becomes the Retry-After header. */
  static tooManyRequests(
    message: string,
    retryAfterSeconds: number,
    logEvent?: Record<string, unknown> & { event: string },
  ) {
    const err = new AppError(ErrorCode.TooManyRequests, message);
    err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    err.logEvent = logEvent;
    return err;
  }

  static notFound(what = 'Record') {
    return new AppError(ErrorCode.NotFound, `${what} not found`);
  }

  /** 409: the edit names a version someone else has already replaced. */
  static staleEdit(what: string, edit: StaleEdit) {
    const message = staleEditMessage(what, edit);
    return new AppError(ErrorCode.Conflict, message, { version: [message] }, edit);
  }

  static validation(errors: Record<string, string[]>) {
    const first = Object.values(errors)[0]?.[0] ?? 'Invalid input';
    return new AppError(ErrorCode.Validation, first, errors);
  }
}
