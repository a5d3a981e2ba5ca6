import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The longest the event loop may stall while the app answers (issue 13). */
export const MAX_EVENT_LOOP_DELAY_MS = 100;

/**
 * Work that stalled the loop is run again, up to this many times: a pattern or a parser that blocks
 * does so every time, while a pause of the machine's scheduler (several test runs sharing two
 * cores) does not.
 */
const ATTEMPTS = 3;

/**
 * Runs `work` and measures the event loop's longest delay meanwhile (sampled every 10 ms), in ms.
 * Gives the first run's result and the shortest of the runs' delays.
 */
export async function measureEventLoopStall<T>(work: () => Promise<T>): Promise<{ result: T; delayMs: number }> {
  let first: { result: T } | undefined;
  let delayMs = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS && delayMs >= MAX_EVENT_LOOP_DELAY_MS; attempt += 1) {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const result = await work();
    histogram.disable();
    first ??= { result };
    delayMs = Math.min(delayMs, histogram.max / 1e6);
  }
  return { result: first!.result, delayMs };
}
