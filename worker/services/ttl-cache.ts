/**
 * A small in-memory cache with a time to live, per Worker isolate. Used for shop-list totals: counting
 * every matching row is the most expensive part of a listing request, the same filter is asked again
 * for each page, and the answers are already allowed to be a minute old at the edge (http/cache.ts).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) {
      // Drop the oldest insertion (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.clock() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
