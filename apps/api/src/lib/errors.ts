/**
 * The one error type routes throw. The error handler turns it into `{ error, code }` (plus any
 * `extra` fields, e.g. `needVerification`) with `statusCode`.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 401 for a missing, expired, tampered or revoked session token. */
export const invalidToken = (): AppError => new AppError(401, 'INVALID_TOKEN', 'Invalid token');
