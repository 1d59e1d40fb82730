// Service tests that need both the local table and the local documents bucket: started before the file's tests,
// stopped after them, and a fresh signed-in caller per test.
import { afterAll, beforeAll } from 'vitest';
import type { Caller } from '../lib/http/auth';
import { startTestBucket, type TestBucket } from './bucket';
import { startTestTable } from './table';

export function useTableAndBucket(): { bucket: () => TestBucket } {
  let stopTable: (() => Promise<void>) | undefined;
  let bucket: TestBucket | undefined;
  beforeAll(async () => {
    stopTable = (await startTestTable()).stop;
    bucket = await startTestBucket();
  });
  afterAll(async () => {
    await bucket?.stop();
    await stopTable?.();
  });
  return {
    bucket: () => {
      if (!bucket) throw new Error('The test bucket is not started yet');
      return bucket;
    },
  };
}

let callers = 0;

/** A new caller with its own partition, so tests never see each other's data. */
export function newCaller(prefix: string, givenName = 'Jane', familyName = 'Citizen'): Caller {
  callers += 1;
  return {
    sub: `${prefix}-${callers}`,
    email: `${prefix}${callers}@provider.org.au`,
    username: `${prefix}${callers}`,
    givenName,
    familyName,
    groups: [],
  };
}
