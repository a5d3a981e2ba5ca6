import { describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from '#lib/periodic-job';

const log = () => ({ info: vi.fn(), error: vi.fn() });
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the periodic-job helper', () => {
  it('runs at start and then every N, never overlapping itself, and stops with the app', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    let release: () => void = () => undefined;
    const job = startPeriodicJob({
      name: 'essai',
      everyMs: 10,
      log: log(),
      run: async () => {
        runs += 1;
        running += 1;
        if (running > 1) overlapped = true;
        // The first run lasts several ticks: those ticks are skipped, not queued.
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
      },
    });
    await tick(60);
    expect(runs).toBe(1);
    release();
    await tick(60);
    expect(runs).toBeGreaterThan(1);
    expect(overlapped).toBe(false);
    await job.stop();
    const stoppedAt = runs;
    await tick(40);
    expect(runs).toBe(stoppedAt);
  });

  it('logs a failure and tries again at the next tick', async () => {
    const logger = log();
    let calls = 0;
    const job = startPeriodicJob({
      name: 'essai en échec',
      everyMs: 10,
      log: logger,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('panne');
        return calls;
      },
      report: (count) => ({ count }),
    });
    await vi.waitFor(() => expect(calls).toBeGreaterThan(1));
    await job.stop();
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringContaining('essai en échec'));
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ count: expect.any(Number) }), 'essai en échec');
  });
});
