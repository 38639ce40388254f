/**
 * The one error vocabulary of the API (docs/rules.md#errors). Handlers throw `AppError`;
 * the middleware turns it into `{ errorInfo: { code, message, details } }` and the status below.
 */
export const ERROR_STATUS = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TERMS_NOT_ACCEPTED: 403,
  ACCOUNT_LOCKED: 403,
  OUT_OF_RANGE: 403,
  /** The change needs a recent sign-in: the site asks for the current password, signs in again and retries. */
  REAUTHENTICATION_REQUIRED: 403,
  /** The caller's organisation is Suspended or closed: its people's sessions stop at the server (docs/rules.md#suspended-organisations). */
  ORGANISATION_SUSPENDED: 403,
  /** The callable belongs to a product the caller's organisation has switched off (docs/rules.md#products-switched-off). */
  PRODUCT_OFF: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  INVALID_STATE: 409,
  FAILED_PRECONDITION: 422,
  THROTTLED: 429,
  /** One organisation's (or administrator's) share of requests is used up for now; the answer says when to retry. */
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** The answer would pass the API's 1 MB response limit (a list or report that should be paged). */
  RESPONSE_TOO_LARGE: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One offending field of a 400, or any extra fact of another error. */
export interface ErrorDetail {
  /** Dotted path of the field in the payload, e.g. `email` or `rows.3.bank`. */
  field?: string;
  message: string;
}

export interface ErrorInfo {
  /** One of ErrorCode when this product answered; kept open for what a gateway in front of it answers. */
  code: string;
  message: string;
  details?: ErrorDetail[];
}

export interface ErrorBody {
  errorInfo: ErrorInfo;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];

  constructor(code: ErrorCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      errorInfo: { code: this.code, message: this.message, ...(this.details?.length ? { details: this.details } : {}) },
    };
  }
}

/** Narrow an unknown JSON body to the error shape. */
export const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  'errorInfo' in body &&
  typeof (body as { errorInfo?: { message?: unknown } }).errorInfo?.message === 'string';
