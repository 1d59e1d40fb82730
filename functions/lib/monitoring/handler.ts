// The Lambda wrapper of a workflow task: logs with the task's name and the invocation's request id, and turns invalid
// input into an `InvalidTaskInput` error, which the state machine does not retry (the same input would fail again).
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { logger } from '../logger';

export class InvalidTaskInput extends Error {
  override name = 'InvalidTaskInput';
}

export function workflowTask<T>(
  name: string,
  task: (input: unknown) => Promise<T>,
): (event: unknown, context?: Context) => Promise<T> {
  return async (event, context) => {
    if (context) logger.addContext(context);
    logger.appendKeys({ task: name });
    try {
      return await task(event);
    } catch (error) {
      if (error instanceof z.ZodError) {
        const detail = error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');
        logger.error('invalid task input', { detail });
        throw new InvalidTaskInput(`${name} was given input it cannot use: ${detail}`);
      }
      logger.error('task failed', {
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      throw error;
    }
  };
}
