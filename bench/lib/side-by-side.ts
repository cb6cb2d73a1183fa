import { percentile, round } from "./measure";

/** One side's latencies of one round, in ms. */
export type RoundTimes = number[];

export type SideFigures = { p50: number; p95: number; roundsP50: number[] };

/** The median of a list (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** p50 and p95 of each round, and the median over the rounds of each. */
export function medianOfRounds(rounds: RoundTimes[]): SideFigures {
  const p50s = rounds.map((r) => percentile(r, 50));
  const p95s = rounds.map((r) => percentile(r, 95));
  return { p50: round(median(p50s), 2), p95: round(median(p95s), 2), roundsP50: p50s.map((x) => round(x, 2)) };
}

/** How many times faster `ours` is than `peer` (peer p50 / our p50), and whether that meets `target`. */
export function speedup(peer: SideFigures, ours: SideFigures, target: number): { ratio: number; met: boolean } {
  const ratio = peer.p50 / ours.p50;
  return { ratio: round(ratio, 2), met: ratio >= target };
}

/** The order of the two sides in round `r`: the first side first in even rounds, second first in odd ones. */
export function sidesInRound<T>(sides: readonly [T, T], r: number): [T, T] {
  return r % 2 === 0 ? [sides[0], sides[1]] : [sides[1], sides[0]];
}

/** Runs `users` loops at once, each sending `perUser` requests one after another; the latency of each, in ms. */
export async function concurrentLoops(users: number, perUser: number, send: (user: number, i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      for (let i = 0; i < perUser; i++) {
        const t = performance.now();
        await send(u, i);
        times.push(performance.now() - t);
      }
    }),
  );
  return times;
}
