// Monitoring tasks FinishRun and FailRun: the run record gets its outcome, counts and duration.
import * as z from 'zod';
import { logger } from '../../logger';
import type { MessageCounts } from '../../data/entities/monitoring-run';
import { getRun, NO_MESSAGES, releaseRunSlot, updateRun } from '../runs';

const countsSchema = z.object({
  sent: z.number().int(),
  simulated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});

/** FinishRun gets the whole workflow state: `notified` is there only when messages went out. */
export const finishRunInputSchema = z.object({
  run: z.object({ runId: z.string().min(1) }),
  notified: z.array(countsSchema.partial()).optional(),
});

export interface RunSummary {
  runId: string;
  status: 'succeeded' | 'failed';
  sourcesChecked: number;
  sourcesFailed: number;
  changes: number;
  updatesCreated: number;
  changesFailed: number;
  subscribers: number;
  messages: MessageCounts;
  durationMs: number;
  error?: string;
}

function sumCounts(parts: Partial<MessageCounts>[]): MessageCounts {
  return parts.reduce<MessageCounts>(
    (acc, p) => ({
      sent: acc.sent + (p.sent ?? 0),
      simulated: acc.simulated + (p.simulated ?? 0),
      skipped: acc.skipped + (p.skipped ?? 0),
      failed: acc.failed + (p.failed ?? 0),
    }),
    { ...NO_MESSAGES },
  );
}

async function settleRun(
  runId: string,
  status: 'succeeded' | 'failed',
  messages: MessageCounts | undefined,
  now: Date,
  error?: string,
): Promise<RunSummary> {
  const run = await getRun(runId);
  if (!run) throw new Error(`No monitoring run ${runId}`);
  const durationMs = Math.max(0, now.getTime() - Date.parse(run.startedAt));
  await updateRun(runId, {
    status,
    finishedAt: now.toISOString(),
    durationMs,
    ...(messages ? { messages } : {}),
    ...(error ? { error } : {}),
  });
  await releaseRunSlot(runId);
  const summary: RunSummary = {
    runId,
    status,
    sourcesChecked: run.sources.length,
    sourcesFailed: run.sources.filter((s) => s.status === 'failed').length,
    changes: run.changes,
    updatesCreated: run.updatesCreated,
    changesFailed: run.changesFailed,
    subscribers: run.subscribers,
    messages: messages ?? run.messages,
    durationMs,
    error,
  };
  logger.info('monitoring run finished', { ...summary });
  return summary;
}

export async function finishRun(input: unknown, now = new Date()): Promise<RunSummary> {
  const { run, notified } = finishRunInputSchema.parse(input);
  return settleRun(run.runId, 'succeeded', notified ? sumCounts(notified) : undefined, now);
}

/** FailRun gets the whole workflow state with the caught error; `run` is missing when StartRun itself failed. */
export const failRunInputSchema = z.object({
  run: z.object({ runId: z.string().min(1) }).optional(),
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});

/** The workflow's Catch target: records why the run stopped, then the state machine fails (and the alarm fires). */
export async function failRun(
  input: unknown,
  now = new Date(),
): Promise<RunSummary | { runId: null; error: string }> {
  const { run, error } = failRunInputSchema.parse(input ?? {});
  const runId = run?.runId;
  const cause = describeCause(error);
  if (!runId) {
    logger.error('monitoring run failed before it started', { error: cause });
    return { runId: null, error: cause };
  }
  return settleRun(runId, 'failed', undefined, now, cause);
}

function describeCause(error: { Error?: string; Cause?: string } | undefined): string {
  if (!error) return 'The run failed';
  let message = error.Cause ?? '';
  try {
    // Lambda errors arrive as JSON: {"errorType":"...","errorMessage":"..."}
    const parsed = JSON.parse(message) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string') message = parsed.errorMessage;
  } catch {
    // a plain message
  }
  return [error.Error, message].filter(Boolean).join(': ').slice(0, 1000) || 'The run failed';
}
