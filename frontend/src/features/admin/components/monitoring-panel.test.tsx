// The Monitoring tab: starting a run (202 and 409), the runs with their per-source results, the loading, error and
// empty states, and polling every 2 seconds only while a run is running.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MonitoringRunsResponse } from '@shared/contracts/admin';
import { jsonResponse, mockApi, type RecordedRequest } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { RUNS_POLL_INTERVAL_MS, runsRefetchInterval } from '../api/get-monitoring-runs';
import { makeRun } from '../testing/fixtures';
import { formatDateTime } from '../utils/format';
import { AdminTools } from './admin-tools';

const runsGets = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.endsWith('/api/admin/monitoring/runs'));

function setup() {
  return renderWithProviders(<AdminTools defaultTab="monitoring" />);
}

describe('Monitoring: starting a run', () => {
  it("posts the run with the simulation toggle, says 'Monitoring run started' and reads the runs again", async () => {
    // Prepare
    let runs: MonitoringRunsResponse = { runs: [] };
    const { requests } = mockApi({
      'GET /api/admin/monitoring/runs': () => jsonResponse(200, runs),
      'POST /api/admin/monitoring/runs': () => {
        runs = {
          runs: [
            makeRun({
              id: 'run-2',
              status: 'succeeded',
              trigger: 'manual',
              requestedBy: 'jane@example.org.au',
            }),
          ],
        };
        return jsonResponse(202, { runId: 'run-2', status: 'running' });
      },
    });
    const { user } = setup();
    expect(await screen.findByText('No monitoring runs yet')).toBeInTheDocument();
    const simulation = screen.getByRole('checkbox', { name: 'Simulation mode' });
    expect(simulation).not.toBeChecked();

    // Act
    await user.click(simulation);
    await user.click(screen.getByRole('button', { name: 'Run monitoring now' }));

    // Assess
    expect(await screen.findByText('Monitoring run started')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/admin/monitoring/runs',
      body: { forceSimulation: true },
    });
    expect(await screen.findByText('Manual, by jane@example.org.au · Duration: 12.5 s')).toBeInTheDocument();
    expect(runsGets(requests)).toHaveLength(2);
  });

  it("shows the server's message when a run is already in progress (409)", async () => {
    mockApi({
      'GET /api/admin/monitoring/runs': () => jsonResponse(200, { runs: [makeRun()] }),
      'POST /api/admin/monitoring/runs': () =>
        jsonResponse(409, {
          message: 'A monitoring run is already in progress. Try again when it has finished.',
        }),
    });
    const { user } = setup();

    await user.click(await screen.findByRole('button', { name: 'Run monitoring now' }));

    expect(await screen.findByText('Monitoring run not started')).toBeInTheDocument();
    expect(
      screen.getByText('A monitoring run is already in progress. Try again when it has finished.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run monitoring now' })).toBeEnabled();
  });
});

describe('Monitoring: the runs', () => {
  it('shows each run with its trigger, status, duration, counts, error and per-source results', async () => {
    // Prepare
    const failed = makeRun({
      id: 'run-0',
      status: 'failed',
      trigger: 'manual',
      requestedBy: 'admin@example.org.au',
      startedAt: '2026-02-02T19:00:00.000Z',
      durationMs: 125_000,
      mode: 'production',
      messages: { sent: 4, simulated: 0, skipped: 2, failed: 1 },
      error: 'The summariser timed out',
      sources: [],
    });
    mockApi({ 'GET /api/admin/monitoring/runs': () => jsonResponse(200, { runs: [makeRun(), failed] }) });
    setup();

    // Assess: the newest run
    const list = await screen.findByRole('list', { name: 'Monitoring runs, newest first' });
    const [first, second] = within(list).getAllByRole('article');
    if (!first || !second) throw new Error('Two runs expected');
    expect(first).toHaveAccessibleName(`Run started ${formatDateTime('2026-02-03T19:00:00.000Z')}`);
    expect(within(first).getByText('Scheduled · Duration: 12.5 s')).toBeInTheDocument();
    expect(within(first).getByText('Succeeded')).toBeInTheDocument();
    const counts = (root: HTMLElement) =>
      Object.fromEntries(
        within(root)
          .getAllByRole('term')
          .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      );
    expect(counts(first)).toEqual({
      Changes: '2',
      'Updates created': '2',
      'Changes failed': '0',
      Subscribers: '7',
      Mode: 'Simulation',
      'Messages sent': '0',
      'Messages simulated': '9',
      'Messages skipped': '1',
      'Messages failed': '0',
    });
    const rows = within(within(first).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Department of Health', 'OK', '20', '2', '—'],
      ['Quality and Safety Commission', 'Unchanged', '15', '0', '—'],
      ['Federal Register of Legislation', 'Baseline recorded', '40', '0', '—'],
      ['IHACPA', 'Failed', '—', '0', 'The site answered 503 three times'],
    ]);

    // Assess: the older, failed run
    expect(
      within(second).getByText('Manual, by admin@example.org.au · Duration: 2 min 5 s'),
    ).toBeInTheDocument();
    expect(within(second).getByText('Failed')).toBeInTheDocument();
    expect(within(second).getByText('The summariser timed out')).toBeInTheDocument();
    expect(counts(second)).toMatchObject({
      Mode: 'Production',
      'Messages sent': '4',
      'Messages failed': '1',
    });
    expect(within(second).queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows a loading state, then an error with 'Try again' that reads the runs again", async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/monitoring/runs': () =>
        fail
          ? jsonResponse(500, { message: 'The runs table could not be read.' })
          : jsonResponse(200, { runs: [] }),
    });
    const { user } = setup();

    expect(screen.getByLabelText('Loading monitoring runs')).toBeInTheDocument();
    expect(await screen.findByText('Monitoring runs could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The runs table could not be read.')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No monitoring runs yet')).toBeInTheDocument();
  });

  it('polls every 2 seconds only while a run is running', () => {
    expect(runsRefetchInterval(undefined)).toBe(false);
    expect(runsRefetchInterval({ runs: [] })).toBe(false);
    expect(runsRefetchInterval({ runs: [makeRun(), makeRun({ id: 'x', status: 'failed' })] })).toBe(false);
    expect(runsRefetchInterval({ runs: [makeRun({ status: 'running' }), makeRun({ id: 'x' })] })).toBe(
      RUNS_POLL_INTERVAL_MS,
    );
    expect(RUNS_POLL_INTERVAL_MS).toBe(2_000);
  });

  it('reads a running run again after 2 seconds, and stops once it has finished', async () => {
    // Prepare
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = makeRun({ status: 'running', durationMs: undefined, finishedAt: undefined, sources: [] });
    const answers = [{ runs: [running] }, { runs: [running] }, { runs: [makeRun()] }];
    const { requests } = mockApi({
      'GET /api/admin/monitoring/runs': () => jsonResponse(200, answers.shift() ?? { runs: [makeRun()] }),
    });
    setup();
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(screen.getByText('Scheduled · Duration: In progress')).toBeInTheDocument();
    expect(screen.getByText(/this list updates every 2 seconds/)).toBeInTheDocument();
    expect(runsGets(requests)).toHaveLength(1);

    // Act and assess: one read per 2 seconds while it runs
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(runsGets(requests)).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Succeeded')).toBeInTheDocument();
    expect(runsGets(requests)).toHaveLength(3);

    // Act and assess: finished, so no more reads
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(runsGets(requests)).toHaveLength(3);
    expect(screen.queryByText(/this list updates every 2 seconds/)).not.toBeInTheDocument();
  });
});
