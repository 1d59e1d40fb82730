// What every reader of the feed reads alike, kept in memory for FEED_CACHE_SECONDS (30 in AWS and in `npm start`;
// unset, nothing is kept): the newest policy updates and the sources' last check. Both change once a day, when the
// monitoring run writes them; a write in this process forgets them at once, and another process (the monitoring
// Lambda) is seen within the time they are kept. Readers' own data (profile, insights) is never kept.
import type { PolicyUpdateItem } from '../data/entities/policy-update';

const keptMs = () => Math.max(0, Number(process.env.FEED_CACHE_SECONDS ?? 0) || 0) * 1000;

class Kept<T> {
  private value: Promise<T> | undefined;
  private at = 0;

  get(load: () => Promise<T>): Promise<T> {
    const ms = keptMs();
    if (ms === 0) return load();
    if (this.value && Date.now() - this.at < ms) return this.value;
    const loading = load();
    this.value = loading;
    this.at = Date.now();
    loading.catch(() => {
      if (this.value === loading) this.value = undefined;
    });
    return loading;
  }

  forget(): void {
    this.value = undefined;
  }
}

export interface NewestUpdates {
  /** Newest first, test updates included (each reader sees only their own). */
  items: PolicyUpdateItem[];
  /** True when these are all the updates there are. */
  complete: boolean;
}

export type SourceStates = Map<string, { lastStatus?: string; lastSuccessAt?: string }>;

const newest = new Kept<NewestUpdates>();
const states = new Kept<SourceStates>();

export const feedCache = {
  newestUpdates: (load: () => Promise<NewestUpdates>) => newest.get(load),
  sourceStates: (load: () => Promise<SourceStates>) => states.get(load),
  /** After a policy update was stored. */
  forgetUpdates: () => newest.forget(),
  /** After a source's state was written. */
  forgetSourceStates: () => states.forget(),
};
