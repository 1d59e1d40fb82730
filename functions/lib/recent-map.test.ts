import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map';

describe('RecentMap', () => {
  it('keeps the most recently set entries only, a key set again counting as new', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
    expect(map.get('b')).toBeUndefined();
  });
});
