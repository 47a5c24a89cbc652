/**
 * Every error the API answers on purpose. The message is the text the client shows:
 * the app's fetch wrapper turns a non-OK response into `${status}: ${text}`, so the
 * message must read well on its own ("400: Project name is required").
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Stable machine-readable reason, sent as the `X-Error-Code` header. */
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, code = 'validation_failed') {
    super(400, message, code);
  }
}

export class AuthenticationError extends HttpError {
  constructor(message = 'Please sign in to continue') {
    super(401, message, 'unauthenticated');
  }
}

export class InvalidCredentialsError extends HttpError {
  constructor() {
    super(401, 'Unauthorized: incorrect username or password', 'invalid_credentials');
  }
}

export class AuthorizationError extends HttpError {
  constructor(message = "You don't have permission to do that", code = 'forbidden') {
    super(403, message, code);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message, 'not_found');
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, code = 'conflict') {
    super(409, message, code);
  }
}

/** The resource existed but is over for good (an interview closed or past its deadline). */
export class GoneError extends HttpError {
  constructor(message: string, code: string) {
    super(410, message, code);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'The upload is too large') {
    super(413, message, 'payload_too_large');
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message, 'unsupported_media_type');
  }
}

export class IdempotencyKeyReusedError extends HttpError {
  constructor() {
    super(
      422,
      'This Idempotency-Key was already used for a different request',
      'idempotency_key_reused',
    );
  }
}

export class RateLimitedError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, 'rate_limited', { 'Retry-After': String(Math.ceil(retryAfterSeconds)) });
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message: string, code = 'service_unavailable') {
    super(503, message, code);
  }
}
