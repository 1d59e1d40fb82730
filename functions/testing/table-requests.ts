// Counts the requests this process sends to the table: what a route costs DynamoDB, asserted as a number of
// requests (never a time).
import type { MiddlewareStack } from '@smithy/types';
import { ddb } from '../lib/clients';

/** Counts the requests this process sends to the table while `run` runs. */
export async function tableRequests(run: () => Promise<unknown>): Promise<number> {
  let sent = 0;
  const stack = ddb().middlewareStack as unknown as MiddlewareStack<object, object>;
  stack.add(
    (next) => (args) => {
      sent++;
      return next(args);
    },
    { step: 'initialize', name: 'countTableRequests' },
  );
  try {
    await run();
  } finally {
    stack.remove('countTableRequests');
  }
  return sent;
}
