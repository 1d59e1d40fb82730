// The fetcher against the fixture server: conditional GET, redirects, size cap and retries with backoff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../../infra/local/fixtures/server';
import { fetchResource } from './fetch';

let fixtures: FixtureServer;
beforeAll(async () => {
  fixtures = await startFixtureServer({ day: 1 });
});
afterAll(() => fixtures?.stop());

describe('fetchResource', () => {
  it('answers "not modified" to a conditional GET with the ETag it was given', async () => {
    const url = `${fixtures.url}/mac/news-and-updates`;
    const first = await fetchResource(url);
    expect(first.status).toBe('ok');
    if (first.status !== 'ok') return;
    expect(first.validators.etag).toMatch(/^"/);
    expect(await fetchResource(url, { validators: first.validators })).toEqual({
      status: 'not-modified',
      url,
    });
  });

  it('follows a redirect within the site and refuses one to another site', async () => {
    const moved = await fetchResource(`${fixtures.url}/redirect/sa/news-for-aged-care-providers`);
    expect(moved).toMatchObject({ status: 'ok', url: `${fixtures.url}/sa/news-for-aged-care-providers` });
    fixtures.setFaults({ acqsc: 'offsite-redirect' });
    await expect(fetchResource(`${fixtures.url}/acqsc/news-publications`)).rejects.toMatchObject({
      reason: 'offsite-redirect',
    });
    fixtures.setFaults({});
  });

  it('stops reading past the size cap', async () => {
    await expect(
      fetchResource(`${fixtures.url}/acqsc/news-publications`, { maxBytes: 500 }),
    ).rejects.toMatchObject({
      reason: 'too-large',
    });
  });

  it('retries a 500 with growing backoff, then gives up', async () => {
    fixtures.setFaults({ acqsc: 'server-error' });
    const waits: number[] = [];
    const before = fixtures.requests.length;
    await expect(
      fetchResource(`${fixtures.url}/acqsc/news-publications`, {
        retries: 2,
        backoffMs: 1000,
        sleep: async (ms) => {
          waits.push(ms);
        },
      }),
    ).rejects.toMatchObject({ reason: 'http', httpStatus: 500 });
    expect(fixtures.requests.length - before).toBe(3);
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBeGreaterThan(waits[0] ?? Infinity);
    fixtures.setFaults({});
  });

  it('does not retry a 404', async () => {
    const before = fixtures.requests.length;
    await expect(
      fetchResource(`${fixtures.url}/health/no-such-page`, { sleep: async () => {} }),
    ).rejects.toMatchObject({
      reason: 'http',
      httpStatus: 404,
    });
    expect(fixtures.requests.length - before).toBe(1);
  });
});
