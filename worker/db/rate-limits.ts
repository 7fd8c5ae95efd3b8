import { commitWith, type Tx } from "./database.ts";

/**
 * Counts one hit of `keyHash` in `bucket` for the window starting at `windowStart`, and returns the
 * window's count including this hit. One statement: concurrent hits on the same row queue on its lock
 * and each sees the count after its own increment, so exactly `limit` of them can read `hits <= limit`.
 * It is the unit's whole work: sent with its BEGIN and COMMIT in one write (one round trip, issue 39).
 */
export async function countHit(
  tx: Tx,
  hit: { bucket: string; keyHash: string; windowStart: Date; windowEnd: Date },
): Promise<number> {
  const [[row]] = await commitWith(tx, [
    tx<{ hits: number }[]>`
      insert into rate_limits (bucket, key_hash, window_start, window_end, hits)
      values (${hit.bucket}, ${hit.keyHash}, ${hit.windowStart.toISOString()}, ${hit.windowEnd.toISOString()}, 1)
      on conflict (bucket, key_hash, window_start) do update set hits = rate_limits.hits + 1
      returning hits`,
  ]);
  return row!.hits;
}

/** Takes one hit back from the window starting at `windowStart`: its last hit removes the row (hits stay ≥ 1). */
export async function releaseHit(tx: Tx, hit: { bucket: string; keyHash: string; windowStart: Date }) {
  const start = hit.windowStart.toISOString();
  await tx`
    with emptied as (
      delete from rate_limits
       where bucket = ${hit.bucket} and key_hash = ${hit.keyHash} and window_start = ${start} and hits <= 1)
    update rate_limits set hits = hits - 1
     where bucket = ${hit.bucket} and key_hash = ${hit.keyHash} and window_start = ${start} and hits > 1`;
}

/** Deletes the windows that closed before `now`; returns how many. */
export async function deleteExpiredRateLimits(tx: Tx, now: Date): Promise<number> {
  const result = await tx`delete from rate_limits where window_end <= ${now.toISOString()}`;
  return result.count;
}
