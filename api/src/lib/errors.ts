import type { FieldIssue } from '@gp/shared-contracts';

/** The one error type of the API (docs/api.md, "Errors"); the error handler maps its code to the status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Extra fields merged into the error body (e.g. a machine-readable `code`, issues). */
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

export class ValidationError extends Error {
  readonly statusCode = 400;
  readonly issues: FieldIssue[];
  constructor(issues: FieldIssue[]) {
    super(issues[0]?.message ?? 'Dados inválidos.');
    this.name = 'ValidationError';
    this.issues = issues;
  }
}

/** 404 with its whole Portuguese message, e.g. `notFound('Fornecedor não encontrado.')`. */
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
/** 409: the request clashes with the record's state; `code` names the rule for the screens. */
export const conflict = (message: string, code?: string) =>
  new AppError('CONFLICT', message, code ? { extra: { code } } : undefined);

/** 400 naming the field at fault; the form shows `message` under the field `path`. */
export const badRequest = (path: string, message: string) =>
  new AppError('BAD_REQUEST', message, { extra: { issues: [{ path, message }] } });

export const forbidden = (message = 'Você não tem permissão para realizar esta operação.') =>
  new AppError('FORBIDDEN', message);
