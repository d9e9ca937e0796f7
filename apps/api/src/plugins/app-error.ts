import { ErrorCode, errorStatus } from '@app/contracts/errors';

/** The one error type services throw; the error handler turns it into the HTTP answer. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }

  static notFound(what = 'Record') {
    return new AppError(ErrorCode.NotFound, `${what} not found`);
  }

  static validation(errors: Record<string, string[]>) {
    const first = Object.values(errors)[0]?.[0] ?? 'Invalid input';
    return new AppError(ErrorCode.Validation, first, errors);
  }
}
