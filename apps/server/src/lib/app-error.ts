import { errorCatalog, type ApiError, type ErrorCode } from '@codeconquer/contracts';

type ErrorExtras = Omit<ApiError, 'code' | 'error'>;

/** An expected failure with a stable code. Thrown by services, answered by the error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extras: ErrorExtras;

  constructor(code: ErrorCode, message?: string, extras: ErrorExtras = {}) {
    super(message ?? errorCatalog[code].message);
    this.code = code;
    this.status = errorCatalog[code].status;
    this.extras = extras;
  }

  toBody(): ApiError {
    return { code: this.code, error: this.message, ...this.extras };
  }
}
