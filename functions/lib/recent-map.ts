// A Map that keeps only its most recent entries: setting a key makes it the newest, and past `limit` the oldest is
// forgotten. For what a warm process keeps between requests, so that memory stays bounded whatever the traffic.
export class RecentMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    for (const oldest of this.keys()) {
      if (this.size <= this.limit) break;
      super.delete(oldest);
    }
    return this;
  }
}
