import { eq } from 'drizzle-orm';
import {
  MEMBERSHIP_MESSAGES,
  eurosToCents,
  membershipStatusOn,
  newMembershipPeriod,
  renewalPeriod,
  resolveRecordedPayment,
  toParisDate,
  type TMembership,
  type TMembershipPaymentFields,
  type TMembershipType,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import type { Transaction } from '#db/client';
import { memberships, users } from '#db/schema';
import { badRequest, conflict, notFound } from '#lib/errors';
import { issueInvoice, type InvoicePayment, type InvoiceRow } from '../invoices/issue-invoice';
import { renderInvoicePdf } from '../invoices/render-invoice-pdf';
import { membershipInvoiceMail } from './membership-invoice-mails';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { findMembershipsOfUser, pickLatestEndingMembership, toMembershipResponse } from './membership-repository';
import { requireOfferedDuration } from './offered-duration';

type UserRow = typeof users.$inferSelect;

async function lockMember(tx: Transaction, userId: number) {
  // Locking the member serialises two admins recording a membership for the same person at once.
  const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!member) throw notFound(MEMBERSHIP_MESSAGES.memberNotFound);
  return member;
}

interface RecordedMembership {
  membership: TMembership;
  invoice: InvoiceRow;
  member: UserRow;
}

async function insertMembershipWithInvoice(
  tx: Transaction,
  member: UserRow,
  values: { membershipType: TMembershipType; startDate: string; endDate: string; durationMonths: number; amountCents: number; renewalCount: number },
  payment: InvoicePayment,
  today: string,
): Promise<RecordedMembership> {
  const [membership] = await tx
    .insert(memberships)
    .values({ userId: member.id, ...values })
    .returning();
  // Issued with the membership, in the same transaction: the number is spent only if both exist.
  const invoice = await issueInvoice(tx, membership!, member, payment);
  return {
    membership: toMembershipResponse(
      {
        membership: membership!,
        invoiceNumber: invoice.number,
        paymentStatus: invoice.paymentStatus,
        paymentMethod: invoice.paymentMethod,
        paidOn: invoice.paidOn,
      },
      today,
    ),
    invoice,
    member,
  };
}

/** The payment an admin's request records (decision 036), or a 400 naming the field. */
function paymentOf(fields: TMembershipPaymentFields, amountCents: number, today: string): InvoicePayment {
  const resolved = resolveRecordedPayment(fields, amountCents, today);
  if (resolved.error !== undefined) throw badRequest(resolved.error);
  return { status: resolved.status, method: resolved.method, paidOn: resolved.paidOn };
}

/** Where a mail that could not be queued is told: the request's log. */
export interface MembershipLog {
  error: (details: object, message: string) => void;
}

/** Each app's invoices waiting to be drawn and mailed, one after the other. */
const invoiceMailQueues = new WeakMap<AppContext, Promise<void>>();

/**
 * What an admin records is mailed to the member with its invoice attached, as an online payment is.
 * The PDF is drawn after the commit, not inside the transaction (the year's invoice counter stays
 * locked until it commits, and every other invoice would wait for the drawing), and one at a time
 * behind the answer: drawing is CPU work on the one event loop, and fifty drawn at once starved the
 * requests waiting for a database connection (50 memberships recorded at once, on PostgreSQL).
 * A failure leaves the membership recorded (the answer must not invite a second renewal) and is
 * logged; the invoice stays downloadable from the profile and the admin's list.
 */
function mailInvoiceInTurn(context: AppContext, log: MembershipLog | undefined, recorded: RecordedMembership): void {
  const previous = invoiceMailQueues.get(context) ?? Promise.resolve();
  const next = previous.then(async () => {
    try {
      const pdf = await renderInvoicePdf(recorded.invoice, await context.associationSettings.read());
      await context.mailer.queueMail(
        membershipInvoiceMail({
          to: recorded.member.email,
          firstName: recorded.member.firstName,
          membership: recorded.membership,
          invoice: recorded.invoice,
          pdf,
          publicUrl: context.config.publicUrl,
          occasion: 'recorded',
        }),
      );
    } catch (error) {
      log?.error({ err: error, invoice: recorded.invoice.number }, "facture d'adhésion enregistrée mais non envoyée au membre");
    }
  });
  invoiceMailQueues.set(context, next);
}

/** Resolves once every invoice mail queued so far is stored: the app waits for it when it closes, before the database does. */
export function invoiceMailsQueued(context: AppContext): Promise<void> {
  return invoiceMailQueues.get(context) ?? Promise.resolve();
}

/** The membership and its invoice, as the journal keeps them (decision 042). */
async function journalMembership(tx: Transaction, actor: AuditActor, action: 'membership.record' | 'membership.renew', recorded: RecordedMembership) {
  const { membership, invoice, member } = recorded;
  await recordAudit(tx, {
    actor,
    action,
    targetType: 'membership',
    targetId: membership.id,
    after: {
      member_id: member.id,
      member_name: `${member.firstName} ${member.lastName}`,
      membership_type: membership.membership_type,
      start_date: membership.start_date,
      end_date: membership.end_date,
      amount_cents: invoice.amountCents,
      payment_status: invoice.paymentStatus,
      payment_method: invoice.paymentMethod,
      paid_on: invoice.paidOn,
    },
  });
  await journalInvoiceIssued(tx, actor, invoice);
}

/** An invoice issued: its number and what it bills. */
export async function journalInvoiceIssued(tx: Transaction, actor: AuditActor, invoice: InvoiceRow) {
  await recordAudit(tx, {
    actor,
    action: 'invoice.issue',
    targetType: 'invoice',
    targetId: invoice.number,
    after: { membership_id: invoice.membershipId, billed_name: invoice.billedName, amount_cents: invoice.amountCents, payment_status: invoice.paymentStatus },
  });
}

async function recordAndMail(
  context: AppContext,
  log: MembershipLog | undefined,
  record: (tx: Transaction, today: string) => Promise<RecordedMembership>,
  audit?: { actor: AuditActor; action: 'membership.record' | 'membership.renew' },
): Promise<TMembership> {
  const today = toParisDate();
  const recorded = await context.db.transaction(async (tx) => {
    const done = await record(tx, today);
    if (audit) await journalMembership(tx, audit.actor, audit.action, done);
    return done;
  });
  mailInvoiceInTurn(context, log, recorded);
  return recorded.membership;
}

/** A first membership (or a new one after a lapse), starting today. 409 while one is still running. */
export async function createMembership(
  context: AppContext,
  request: { userId: number; membershipType: TMembershipType; durationMonths: number; amountEuros: number } & TMembershipPaymentFields,
  log?: MembershipLog,
  actor?: AuditActor,
): Promise<TMembership> {
  // The amount is the admin's (a reduced rate, a gift); the duration must be one the association offers.
  requireOfferedDuration((await context.associationSettings.read()).dues, request.durationMonths);
  const amountCents = eurosToCents(request.amountEuros);
  return recordAndMail(
    context,
    log,
    async (tx, today) => {
      const payment = paymentOf(request, amountCents, today);
      const member = await lockMember(tx, request.userId);
      const existing = await findMembershipsOfUser(tx, member.id);
      const latest = pickLatestEndingMembership(existing);
      if (latest && (membershipStatusOn(latest.membership, today) === 'active' || latest.membership.startDate > today)) {
        throw conflict(MEMBERSHIP_MESSAGES.alreadyActive);
      }
      return insertMembershipWithInvoice(
        tx,
        member,
        {
          membershipType: request.membershipType,
          ...newMembershipPeriod(request.durationMonths, today),
          durationMonths: request.durationMonths,
          amountCents,
          renewalCount: 0,
        },
        payment,
        today,
      );
    },
    actor === undefined ? undefined : { actor, action: 'membership.record' },
  );
}

/**
 * A renewal is a new membership row (its own period, amount and invoice) following the latest one:
 * from its end date while it runs, from today once it has lapsed. A member who never had one gets a
 * first membership of the default type.
 */
export async function renewMembership(
  context: AppContext,
  request: { userId: number; durationMonths: number; amountEuros: number; membershipType?: TMembershipType } & TMembershipPaymentFields,
  log?: MembershipLog,
  actor?: AuditActor,
): Promise<TMembership> {
  requireOfferedDuration((await context.associationSettings.read()).dues, request.durationMonths);
  const amountCents = eurosToCents(request.amountEuros);
  return recordAndMail(
    context,
    log,
    async (tx, today) =>
      recordRenewal(
        tx,
        {
          userId: request.userId,
          durationMonths: request.durationMonths,
          amountCents,
          ...(request.membershipType ? { membershipType: request.membershipType } : {}),
        },
        paymentOf(request, amountCents, today),
        today,
      ),
    actor === undefined ? undefined : { actor, action: 'membership.renew' },
  );
}

async function recordRenewal(
  tx: Transaction,
  request: { userId: number; durationMonths: number; amountCents: number; membershipType?: TMembershipType },
  payment: InvoicePayment,
  today: string,
): Promise<RecordedMembership> {
  const member = await lockMember(tx, request.userId);
  const latest = pickLatestEndingMembership(await findMembershipsOfUser(tx, member.id));
  return insertMembershipWithInvoice(
    tx,
    member,
    {
      membershipType: request.membershipType ?? latest?.membership.membershipType ?? 'standard',
      ...renewalPeriod(latest?.membership, request.durationMonths, today),
      durationMonths: request.durationMonths,
      amountCents: request.amountCents,
      renewalCount: latest ? latest.membership.renewalCount + 1 : 0,
    },
    payment,
    today,
  );
}

/**
 * The renewal (or first membership) inside the caller's transaction, with its invoice: what an
 * online payment records in the transaction that marks it paid (modules/payments), `payment` saying
 * how (HelloAsso, and the day).
 */
export async function renewMembershipInTransaction(
  tx: Transaction,
  request: { userId: number; durationMonths: number; amountCents: number; membershipType?: TMembershipType },
  payment: InvoicePayment,
  today = toParisDate(),
): Promise<TMembership> {
  return (await recordRenewal(tx, request, payment, today)).membership;
}
