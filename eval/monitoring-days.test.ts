// Change detection over the multi-day fixture sets (eval/monitoring-days, written blind): the real source check runs
// day by day against a local server and its alerts are scored against each day's expected changes. set-a is the set
// the checks were developed on; set-b is only scored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTable, type TestTable } from '../functions/testing/table';
import { describeScore, scoreDaySet, type SourceScore } from './monitoring-days/score';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(async () => {
  await table?.stop();
});

function totals(scores: readonly SourceScore[]) {
  const sum = (f: (s: SourceScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  return {
    truePositives: sum((s) => s.truePositives),
    falsePositives: sum((s) => s.falsePositives),
    falseNegatives: sum((s) => s.falseNegatives),
    faultDays: sum((s) => s.faultDays),
    faultsDetected: sum((s) => s.faultsDetected),
    falseFaults: sum((s) => s.falseFaults),
  };
}

describe.each(['set-a', 'set-b'])('monitoring days %s', (set) => {
  it('reports every new and changed item and nothing else, and takes every faulty page for a fault', async () => {
    const scores = await scoreDaySet(set, `eval-${set}`);
    for (const s of scores) {
      console.log(describeScore(set, s));
      for (const miss of s.misses) console.log(`    ${miss}`);
    }
    const t = totals(scores);
    expect(t).toEqual({
      ...t,
      falsePositives: 0,
      falseNegatives: 0,
      falseFaults: 0,
      faultsDetected: t.faultDays,
    });
    expect(t.truePositives).toBeGreaterThan(0);
  });
});
