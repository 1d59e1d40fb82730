// The requests this process sends to the table: what a route costs DynamoDB, asserted as requests (never a time).
import type { HandlerExecutionContext, MiddlewareStack } from '@smithy/types';
import { ddb } from '../lib/clients';

/** The operations (GetItemCommand, BatchGetItemCommand, ...) sent to the table while `run` runs, in order. */
export async function tableOperations(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const stack = ddb().middlewareStack as unknown as MiddlewareStack<object, object>;
  stack.add(
    (next, context: HandlerExecutionContext) => (args) => {
      sent.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'recordTableOperations' },
  );
  try {
    await run();
  } finally {
    stack.remove('recordTableOperations');
  }
  return sent;
}

/** How many requests this process sends to the table while `run` runs. */
export async function tableRequests(run: () => Promise<unknown>): Promise<number> {
  return (await tableOperations(run)).length;
}
