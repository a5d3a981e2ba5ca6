import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '#db/client';
import { countAttempt, readAttempts, type CounterState } from './rate-limit-counters';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

function answer(callback: StoreCallback, pending: Promise<CounterState>) {
  pending.then(
    (state) => callback(null, { current: state.hits, ttl: state.msLeft }),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * @fastify/rate-limit's store on the database's counters, so that a limit per address holds
 * however many instances share the load (its default store counts in each process's memory).
 * Each route counts apart, as with the default store.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly keyPrefix: string;

    constructor(_pluginOptions: unknown, keyPrefix = 'address:') {
      this.keyPrefix = keyPrefix;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      answer(callback, countAttempt(db, `${this.keyPrefix}${key}`, timeWindow));
    }

    read(key: string, callback: StoreCallback) {
      answer(callback, readAttempts(db, `${this.keyPrefix}${key}`));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin's types say route options; it passes its merged settings, the route under
      // `routeInfo` (empty for a limiter made with app.rateLimit() outside any route).
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
      const { method = 'ANY', url = '*' } = routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `address:${String(method)} ${String(url)}:`);
    }
  }
  return DatabaseRateLimitStore;
}
