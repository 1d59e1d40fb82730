// Runs a policy assessment from the browser: the file goes straight to storage (a presigned POST), then the run
// request assesses it while this hook reads the job every half second, so the progress shown is the server's own
// (reading the document, assessing requirement n of N, writing the report). A paid account's assessments are kept in
// its history; anyone else's result is kept for an hour.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  assessmentJobSchema,
  FILE_SIZE_MESSAGE,
  type AssessmentJob,
  type AssessmentStage,
} from '@shared/contracts/assessment';
import { fileUploadTicketSchema } from '@shared/contracts/business-profile';
import { ApiError, apiJson, describeError } from '@/lib/api';
import { sendToStorage } from '@/lib/storage-upload';
import { assessmentKeys } from './assessments';

const POLL_MS = 500;

export interface AssessmentProgress {
  stage: AssessmentStage | 'idle';
  /** 0-100 */
  percent: number;
  /** What is happening, in words. */
  label: string;
}

/** How far along a job is, in words and as a share: uploading 0-10, reading 10-20, assessing 20-90, writing 90-100. */
export function progressOf(stage: AssessmentStage | 'idle', done = 0, total = 0): AssessmentProgress {
  switch (stage) {
    case 'idle':
      return { stage, percent: 0, label: '' };
    case 'uploading':
      return { stage, percent: 5, label: 'Uploading the document...' };
    case 'reading':
      return { stage, percent: 15, label: 'Reading the document...' };
    case 'assessing':
      return {
        stage,
        percent: 20 + (total ? Math.round((70 * done) / total) : 0),
        label: total ? `Assessing requirement ${Math.min(done + 1, total)} of ${total}...` : 'Assessing...',
      };
    case 'writing':
      return { stage, percent: 95, label: 'Writing the report...' };
    case 'done':
      return { stage, percent: 100, label: 'Done' };
    case 'failed':
      return { stage, percent: 100, label: 'The assessment failed' };
  }
}

/** How long a run may go on after its request gave up (the server function may run two minutes). */
const FOLLOW_LIMIT_MS = 150_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const base = (account: boolean) => (account ? '/api/assessments' : '/api/public-assessments');

async function waitFor(account: boolean, jobId: string): Promise<AssessmentJob> {
  const until = Date.now() + FOLLOW_LIMIT_MS;
  while (Date.now() < until) {
    await sleep(POLL_MS * 2);
    const j = await apiJson(`${base(account)}/${jobId}`, assessmentJobSchema).catch(() => null);
    if (j && (j.status === 'done' || j.status === 'failed')) return j;
  }
  throw new Error('The assessment is taking longer than expected. Please try again in a few minutes.');
}

export function useRunAssessment(account: boolean) {
  const [progress, setProgress] = useState<AssessmentProgress>(progressOf('idle'));
  const [job, setJob] = useState<AssessmentJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const poller = useRef<ReturnType<typeof setInterval> | null>(null);
  const queryClient = useQueryClient();

  const stopPolling = useCallback(() => {
    if (poller.current) clearInterval(poller.current);
    poller.current = null;
  }, []);
  useEffect(() => stopPolling, [stopPolling]);

  const follow = useCallback(
    (jobId: string) => {
      stopPolling();
      poller.current = setInterval(() => {
        apiJson(`${base(account)}/${jobId}`, assessmentJobSchema).then(
          (j) => {
            if (j.status !== 'done' && j.status !== 'failed')
              setProgress(progressOf(j.status, j.done, j.total));
          },
          () => undefined, // not there yet: the run request has not stored it
        );
      }, POLL_MS);
    },
    [account, stopPolling],
  );

  const run = useCallback(
    async (source: { file: File } | { policyId: string }) => {
      setRunning(true);
      setError(null);
      setJob(null);
      const jobId = crypto.randomUUID();
      try {
        let body: { jobId: string; uploadId: string } | { jobId: string; policyId: string };
        if ('file' in source) {
          setProgress(progressOf('uploading'));
          const ticket = await apiJson(`${base(account)}/upload`, fileUploadTicketSchema, {
            method: 'POST',
            body: {
              fileName: source.file.name,
              size: source.file.size,
              contentType: source.file.type || 'application/octet-stream',
            },
          });
          await sendToStorage(ticket, source.file, FILE_SIZE_MESSAGE);
          body = { jobId, uploadId: ticket.uploadId };
        } else {
          body = { jobId, policyId: source.policyId };
        }
        setProgress(progressOf('reading'));
        follow(jobId);
        let finished: AssessmentJob;
        try {
          finished = await apiJson(base(account), assessmentJobSchema, { method: 'POST', body });
        } catch (e) {
          // The gateway gave up waiting (a long assessment), but the job goes on: follow it to its end.
          if (!(e instanceof ApiError) || (e.status !== 0 && e.status < 500)) throw e;
          finished = await waitFor(account, jobId);
          if (finished.status === 'failed') throw new Error(finished.error ?? 'The assessment failed.');
        }
        stopPolling();
        setJob(finished);
        setProgress(progressOf('done'));
        // The history and the library's coverage now include it.
        if (account) void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
        return finished;
      } catch (e) {
        stopPolling();
        setProgress(progressOf('failed'));
        setError(describeError(e, 'The assessment could not be completed. Please try again.'));
        return null;
      } finally {
        setRunning(false);
      }
    },
    [account, follow, stopPolling, queryClient],
  );

  const reset = useCallback(() => {
    stopPolling();
    setJob(null);
    setError(null);
    setProgress(progressOf('idle'));
  }, [stopPolling]);

  return { run, reset, job, error, progress, running };
}
