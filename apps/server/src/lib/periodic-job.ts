import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { periodicJobRuns } from '#db/schema';

export interface PeriodicJobLog {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

export interface PeriodicJobOptions<T> {
  /** Its name in the logs, and its row in `periodic_job_runs` when it runs once per period. */
  name: string;
  /** How often the job is looked at (and run, unless `oncePer` says it is not due). */
  everyMs: number;
  /** The work: each item it handles must be claimed in SQL by itself (see docs/ARCHITECTURE.md, « Periodic jobs »). */
  run: () => Promise<T>;
  log: PeriodicJobLog;
  /** What to log after a run (nothing when it returns undefined). */
  report?: (result: T) => object | undefined;
  /**
   * For a job that must run once per period whatever the number of instances (the daily purge):
   * each tick, the instance that moves the job's `last_started_at` forward runs it, the others
   * skip; a failed run gives its claim back, so the next tick tries again.
   */
  oncePer?: { db: Database; periodMs: number };
}

export interface PeriodicJob {
  /** Runs it now unless a run is under way (then waits for that one). */
  runNow: () => Promise<void>;
  /** Clears the timer and waits for a run under way: called when the app stops. */
  stop: () => Promise<void>;
}

/**
 * Claims this period's run of `name` for this instance: true when no instance started it within
 * `periodMs` (the conditional upsert moved `last_started_at` to `now`). On PostgreSQL a concurrent
 * claim waits for the first to commit and then finds the row too recent.
 */
export async function claimPeriodicRun(db: Database, name: string, periodMs: number, now = new Date()): Promise<boolean> {
  const dueBefore = new Date(now.getTime() - periodMs);
  const claimed = await db
    .insert(periodicJobRuns)
    .values({ name, lastStartedAt: now })
    .onConflictDoUpdate({
      target: periodicJobRuns.name,
      set: { lastStartedAt: now },
      setWhere: sql`${sql.identifier('periodic_job_runs')}.${sql.identifier('last_started_at')} <= ${dueBefore}`,
    })
    .returning({ name: periodicJobRuns.name });
  return claimed.length > 0;
}

/** Gives back a claim whose run failed, so that the next tick (of any instance) runs it again. */
async function releasePeriodicRun(db: Database, name: string, claimedAt: Date, periodMs: number): Promise<void> {
  await db
    .update(periodicJobRuns)
    .set({ lastStartedAt: new Date(claimedAt.getTime() - periodMs) })
    .where(and(eq(periodicJobRuns.name, name), eq(periodicJobRuns.lastStartedAt, claimedAt)));
}

/**
 * The one way the server runs work on a timer: once at start (what a stopped site missed), then
 * every `everyMs`; a run never overlaps the previous one (a tick during a run is skipped); a failure
 * is logged and the next tick tries again; `stop` ends it with the app. The timer does not keep the
 * process alive.
 */
export function startPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob {
  let running: Promise<void> | undefined;
  let stopped = false;

  const runOnce = async () => {
    const claimedAt = new Date();
    if (options.oncePer && !(await claimPeriodicRun(options.oncePer.db, options.name, options.oncePer.periodMs, claimedAt))) return;
    try {
      const result = await options.run();
      const report = options.report?.(result);
      if (report) options.log.info(report, options.name);
    } catch (error) {
      if (options.oncePer) await releasePeriodicRun(options.oncePer.db, options.name, claimedAt, options.oncePer.periodMs).catch(() => undefined);
      throw error;
    }
  };

  const tick = (): Promise<void> => {
    if (running) return running;
    if (stopped) return Promise.resolve();
    running = runOnce()
      .catch((error: unknown) => options.log.error({ err: error }, `${options.name} : échec, nouvel essai au prochain passage`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  void tick();
  const timer = setInterval(() => void tick(), options.everyMs);
  timer.unref();
  return {
    runNow: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
