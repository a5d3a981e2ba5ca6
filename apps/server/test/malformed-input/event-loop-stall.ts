import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';

/** The longest the event loop may stall while the app answers (issue 13). */
export const MAX_EVENT_LOOP_DELAY_MS = 100;

/**
 * Work that stalled the loop is run again, up to this many times: a pattern or a parser that blocks
 * does so every time, while a pause of the machine (five test runs sharing two cores, a garbage
 * collection of the test runner) does not.
 */
const ATTEMPTS = 5;
const RESOLUTION_MS = 10;

/**
 * Runs `work` once and gives the longest stall of the event loop meanwhile that the process can
 * have caused, in ms: the loop's longest delay, but no more than the CPU time the process used in
 * all. Code that blocks the loop for 100 ms burns 100 ms of CPU; a loop kept waiting while the
 * process used less was kept waiting by the machine (the browser stories that run beside the
 * process tests on two cores), which running the work again does not always escape.
 */
export async function measureEventLoopDelay<T>(work: () => Promise<T>): Promise<{ result: T; delayMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const cpuBefore = process.cpuUsage();
  histogram.enable();
  // The histogram's first tick only starts its clock, and a stall is recorded by the tick after
  // it: let ticks pass on both sides so that a stall at the very start or end is not missed.
  await pause(2 * RESOLUTION_MS);
  const result = await work();
  await pause(2 * RESOLUTION_MS);
  histogram.disable();
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { result, delayMs: Math.min(histogram.max / 1e6, cpuMs) };
}

/** Runs `work` until it does not stall (at most ATTEMPTS times): the first run's result and the shortest delay. */
export async function measureEventLoopStall<T>(work: () => Promise<T>): Promise<{ result: T; delayMs: number }> {
  const first = await measureEventLoopDelay(work);
  let delayMs = first.delayMs;
  for (let attempt = 1; attempt < ATTEMPTS && delayMs >= MAX_EVENT_LOOP_DELAY_MS; attempt += 1) {
    delayMs = Math.min(delayMs, (await measureEventLoopDelay(work)).delayMs);
  }
  return { result: first.result, delayMs };
}
