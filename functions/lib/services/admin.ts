// Admin tools: test messages (sent for real or written to the outbox in simulation), starting a monitoring run, the
// run list, the outbox, and a test policy update. Only the admin capability calls these; its routes are admin-only.
import { randomUUID } from 'node:crypto';
import type { SFNClient } from '@aws-sdk/client-sfn';
import type {
  MonitoringRunView,
  OutboxPage,
  StartRunResponse,
  TestEmailResponse,
  TestSmsResponse,
} from '../../../shared/contracts/admin';
import type { PolicyUpdate } from '../../../shared/contracts/feed';
import { appUrl } from '../config';
import type { PolicyUpdateItem } from '../data/entities/policy-update';
import { Conflict, HttpError } from '../errors';
import { logger } from '../logger';
import { listOutbox, notifyMode, writeOutbox } from '../notify';
import { encodingOf, smsUnits } from '../notify/sms-encoding';
import { createRun, listRuns, newRunId, releaseRunSlot, RunInProgress, updateRun } from '../monitoring/runs';
import { storePolicyUpdate, toPolicyUpdate } from './feed';

/** A provider (SES, SNS, Step Functions) refused or failed: the request was fine, the sending was not. */
export class UpstreamError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'Unknown error';
}

export async function sendTestSms(input: {
  phoneNumber: string;
  message: string;
  forceSimulation?: boolean;
}): Promise<TestSmsResponse> {
  const mode = notifyMode(input.forceSimulation);
  const sms = { text: input.message, encoding: encodingOf(input.message), units: smsUnits(input.message) };
  if (mode === 'simulation') {
    const saved = await writeOutbox({ channel: 'sms', to: input.phoneNumber, text: sms.text, kind: 'test' });
    return {
      success: true,
      mode,
      to: input.phoneNumber,
      messageId: saved.id,
      message: 'The SMS was written to the outbox (simulation mode): nothing was sent.',
    };
  }
  let result;
  try {
    const { sendSmsViaSns } = await import('../notify/senders');
    result = await sendSmsViaSns(input.phoneNumber, sms);
  } catch (error) {
    logger.warn('test SMS failed', { error: describe(error) });
    throw new UpstreamError(`The SMS provider did not accept the message (${describe(error)}).`);
  }
  if (result.status === 'opted-out') {
    throw new Conflict(
      'This number has opted out of SMS from this service (it replied STOP), so nothing was sent. It can opt back in by replying START.',
    );
  }
  return {
    success: true,
    mode,
    to: input.phoneNumber,
    messageId: result.messageId,
    message: 'The SMS was sent.',
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sendTestEmail(input: {
  email: string;
  subject: string;
  message: string;
  forceSimulation?: boolean;
}): Promise<TestEmailResponse> {
  const mode = notifyMode(input.forceSimulation);
  const html = `<!doctype html><html lang="en"><body><p>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p><p style="color:#64748b;font-size:12px">A test message from the Aged Care Policy Tracker admin tools.</p></body></html>`;
  const text = `${input.message}\n\n--\nA test message from the Aged Care Policy Tracker admin tools.`;
  if (mode === 'simulation') {
    const saved = await writeOutbox({
      channel: 'email',
      to: input.email,
      subject: input.subject,
      text,
      html,
      kind: 'test',
    });
    return {
      success: true,
      mode,
      messageId: saved.id,
      message: 'The email was written to the outbox (simulation mode): nothing was sent.',
    };
  }
  try {
    const { sendEmailViaSes } = await import('../notify/senders');
    const sent = await sendEmailViaSes({
      to: input.email,
      from: process.env.SES_FROM_ADDRESS ?? '',
      subject: input.subject,
      text,
      html,
      headers: {},
    });
    return {
      success: true,
      mode,
      messageId: sent.messageId,
      message: 'The email was sent through Amazon SES.',
    };
  } catch (error) {
    logger.warn('test email failed', { error: describe(error) });
    return {
      success: false,
      mode,
      message: 'The email could not be sent.',
      error: { message: `The email provider did not accept the message (${describe(error)}).` },
    };
  }
}

let sfnClient: SFNClient | undefined;

export async function startMonitoringRun(
  requestedBy: string,
  forceSimulation: boolean,
  now = new Date(),
): Promise<StartRunResponse> {
  const stateMachineArn = process.env.STATE_MACHINE_ARN;
  if (!stateMachineArn) throw new Error('STATE_MACHINE_ARN is not set');
  const runId = newRunId(now);
  // The record first, so the admin page lists the run at once; StartRun finds it and carries on with it. Only one run
  // at a time: the claim is one conditional write, so simultaneous starts cannot both pass.
  try {
    await createRun({ id: runId, trigger: 'manual', requestedBy, startedAt: now.toISOString() });
  } catch (error) {
    if (!(error instanceof RunInProgress)) throw error;
    throw new Conflict(
      `A monitoring run is already in progress (${error.runId}, started ${error.startedAt}). Wait for it to finish, then start another.`,
      { runId: error.runId },
    );
  }
  // Loaded on use: the other admin routes should not pay for the Step Functions client at cold start.
  const { SFNClient: Client, StartExecutionCommand } = await import('@aws-sdk/client-sfn');
  sfnClient ??= new Client({ maxAttempts: 3 });
  try {
    await sfnClient.send(
      new StartExecutionCommand({
        stateMachineArn,
        name: runId,
        input: JSON.stringify({ trigger: 'manual', requestedBy, runId, forceSimulation }),
      }),
    );
  } catch (error) {
    await updateRun(runId, { status: 'failed', error: `The run could not be started: ${describe(error)}` });
    await releaseRunSlot(runId);
    throw new UpstreamError(`The monitoring workflow could not be started (${describe(error)}).`);
  }
  return { runId, status: 'running' };
}

export async function listMonitoringRuns(): Promise<MonitoringRunView[]> {
  return listRuns(10);
}

export async function outboxPage(limit: number, cursor?: string): Promise<OutboxPage> {
  const page = await listOutbox({ limit, cursor });
  return {
    items: page.items.map(({ subscriberId: _subscriberId, ...m }) => m),
    nextCursor: page.cursor,
  };
}

/**
 * A test update through the same AI summary and storage as a real one, marked as a test, so an administrator can see
 * the feed, the dashboard and the cards work without waiting for a government site to change. Only the administrator
 * who made it sees it (the feed filters on testFor), and it is never sent: digests are built from a run's changes.
 */
export async function generateTestUpdate(
  requestedBy: { sub: string; name: string },
  now = new Date(),
): Promise<PolicyUpdate> {
  const when = now.toLocaleString('en-AU', {
    timeZone: 'Australia/Sydney',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const title = `Test policy update (${when})`;
  const url = `${appUrl()}/feed`;
  const { getAi } = await import('../ai');
  const summary = await getAi().summariseChange({
    source: 'Admin test',
    title,
    url,
    text: [
      `This is a test policy update generated by ${requestedBy.name} from the admin tools on ${when}.`,
      'It checks that new updates are summarised, stored and shown in the updates feed and on the dashboard.',
      'Providers do not need to take any action: no government source has changed.',
    ].join('\n\n'),
    previousText: null,
  });
  const id = randomUUID();
  const item: PolicyUpdateItem = {
    id,
    title: summary.title,
    summary: summary.summary,
    source: 'Admin test',
    url,
    publishedAt: now.toISOString(),
    sourceId: 'admin-test',
    impact: 'low',
    whatChanged: summary.whatChanged,
    tags: [...new Set(['test', ...summary.tags])],
    effectiveDate: summary.effectiveDate,
    createdAt: now.toISOString(),
    testFor: requestedBy.sub,
  };
  await storePolicyUpdate(item);
  return toPolicyUpdate(item);
}
