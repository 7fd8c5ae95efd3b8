/**
 * Keeps recent answers of public, read-only queries (the catalogue) in the Worker isolate's memory, so
 * the many shoppers who ask the same thing within a few seconds cost the database one query, not one
 * each.
 *
 * - Fresh for `freshMs`: served as is.
 * - Then stale until `staleMs`: still served at once, while one background load refreshes it
 *   (stale-while-revalidate; the same promise the `Cache-Control` headers make to edge caches).
 * - Older, or never loaded: the caller waits for the load. Concurrent callers of one key share a single
 *   load (no stampede on a cold key).
 * - At most `maxEntries` keys; the least recently used goes first.
 *
 * Staleness is bounded by `staleMs`, and `clear()` empties the cache when the catalogue changes in this
 * isolate. Money and stock are re-checked by the server at checkout whatever a cached listing said.
 */
export interface AnswerCacheOptions {
  /** 0 turns caching off: every call loads (the benchmark's uncached run). */
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  clock?: () => number;
}

/** Hands background work to the runtime so it can finish after the response (`ctx.waitUntil`). */
export type Defer = (work: Promise<unknown>) => void;

interface Entry<V> {
  value: V;
  loadedAt: number;
}

export class AnswerCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private readonly clock: () => number;
  /** Bumped by clear(): a load begun before a catalogue change must not store what it read. */
  private generation = 0;

  constructor(private readonly options: AnswerCacheOptions) {
    this.clock = options.clock ?? Date.now;
  }

  /** The answer for `key`: cached when possible, else from `load` (see the class comment). */
  async get(key: string, load: () => Promise<V>, defer: Defer): Promise<V> {
    if (this.options.freshMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.clock() - entry.loadedAt;
      if (age < this.options.staleMs) {
        // Most recently used goes to the end of the Map's order.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (age >= this.options.freshMs && !this.loading.has(key)) {
          defer(
            this.load(key, load).catch((error) => {
              // The stale answer keeps being served; the next request past freshness retries.
              console.error(`Refreshing cached answer ${key} failed:`, error);
            }),
          );
        }
        return entry.value;
      }
      this.entries.delete(key);
    }
    return this.loading.get(key) ?? this.load(key, load);
  }

  /** Forgets every answer (after a catalogue change); loads under way still finish for their callers. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    const pending: Promise<V> = load()
      .then((value) => {
        if (generation === this.generation) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
    this.loading.set(key, pending);
    return pending;
  }

  private store(key: string, value: V) {
    this.entries.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, loadedAt: this.clock() });
  }
}
