import type { CheckoutIntent } from './helloasso-client';

type ReadIntent = (checkoutIntentId: string) => Promise<CheckoutIntent | undefined>;

/**
 * The payment return's reads of HelloAsso, kept a few seconds per intent: a payer's browser
 * reloading the return, or anyone replaying its address, costs one authenticated call per intent
 * and window, not one per hit; hits that come while a read is under way wait for it. Each app keeps
 * its own (in memory, nothing in the database): with several instances an intent is read at most
 * once per instance and window, and the per-address limit on the route bounds the rest: the goal
 * is to bound the calls, not to share every read. A failed read is not kept. The webhook does not
 * read through it: a notification must see the order as HelloAsso holds it now.
 */
export function createRecentIntentReads(read: ReadIntent, options: { reuseMs: number; maxEntries?: number; now?: () => number }): ReadIntent {
  const { reuseMs, maxEntries = 1000, now = Date.now } = options;
  const reads = new Map<string, { readAt: number; intent: Promise<CheckoutIntent | undefined> }>();

  return (checkoutIntentId) => {
    const time = now();
    const kept = reads.get(checkoutIntentId);
    if (kept && time - kept.readAt < reuseMs) return kept.intent;
    // Oldest first: the reads that have aged out go, then the oldest while the map is full.
    for (const [id, entry] of reads) {
      if (time - entry.readAt < reuseMs && reads.size < maxEntries) break;
      reads.delete(id);
    }
    const intent = read(checkoutIntentId);
    const entry = { readAt: time, intent };
    reads.set(checkoutIntentId, entry);
    intent.catch(() => {
      if (reads.get(checkoutIntentId) === entry) reads.delete(checkoutIntentId);
    });
    return intent;
  };
}
