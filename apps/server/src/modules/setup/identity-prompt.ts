import { eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client';
import { installation } from '#db/schema';

type Executor = Database | Transaction;

/**
 * The first start of a new association's site (decision 040): its first admin is asked to present
 * the association (name, legal form, address, contact e-mail) until an admin saves the identity.
 */
export async function askForIdentity(db: Database): Promise<void> {
  await db.insert(installation).values({ id: 1 }).onConflictDoNothing();
}

/** True while a new installation still shows the sample association's values. */
export async function isIdentityPending(executor: Executor): Promise<boolean> {
  const [row] = await executor.select({ confirmedAt: installation.identityConfirmedAt }).from(installation).where(eq(installation.id, 1));
  return row !== undefined && row.confirmedAt === null;
}

/** An admin saved the association's identity: the first start's question is answered. */
export async function confirmIdentity(tx: Transaction): Promise<void> {
  await tx.update(installation).set({ identityConfirmedAt: new Date() }).where(isNull(installation.identityConfirmedAt));
}
