// Domain errors. Services throw these; one middleware (lib/http) maps them to an HTTP status and a JSON body.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(400, message, fieldErrors ? { fieldErrors } : {});
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message);
  }
}
export class PaymentRequired extends HttpError {
  constructor(email: string | null, userId: string) {
    super(402, 'A one-time payment is required to access the platform.', {
      paymentRequired: true,
      email,
      userId,
    });
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'We could not find what you asked for.') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(409, message, details);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
/** Too many requests from one client in a window; `retryAfterSeconds` says when to try again. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { retryAfterSeconds });
  }
}
/** The request is well formed but its content cannot be used (a file that is not what it says, a scanned PDF). */
export class UnprocessableContent extends HttpError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(422, message, details);
  }
}
