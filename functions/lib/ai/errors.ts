// Errors of the AI layer. Each extends the project's HttpError family, so the API middleware maps it to a status:
// unusable input is a 400 the user can act on; a model or service failure is a 502/503/504 without internal detail.
import { BadRequest, HttpError } from '../errors';

/** The input cannot be analysed (empty, too short, wrong shape). Maps to 400 with field errors when known. */
export class AiInputError extends BadRequest {}

/** The model's output did not validate, even after one repair attempt. */
export class AiOutputError extends HttpError {
  constructor(message = 'The AI service returned an answer we could not use. Please try again.') {
    super(502, message);
  }
}

/** The AI service is throttling or unavailable after every retry. */
export class AiUnavailableError extends HttpError {
  constructor(message = 'The AI service is busy right now. Please try again in a few minutes.') {
    super(503, message);
  }
}

/** The AI service did not answer in time. */
export class AiTimeoutError extends HttpError {
  constructor(message = 'The AI service took too long to answer. Please try again.') {
    super(504, message);
  }
}

/** The AI layer is misconfigured (unknown provider, missing model id). A deployment error, not a user error. */
export class AiConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiConfigError';
  }
}
