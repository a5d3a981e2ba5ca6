import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MEMBERSHIP_MESSAGES, invoiceFileName } from '@action-plus/contract';
import type { AppContext } from '#context';
import { notFound } from '#lib/errors';
import { ensureMembershipInvoice } from '../invoices/issue-invoice';
import { renderInvoicePdf } from '../invoices/render-invoice-pdf';
import type { AuditActor } from '../audit/record-audit';
import { recordDownload } from '../audit/record-download';
import { journalInvoiceIssued } from './record-membership';

/** A downloaded file: documented as binary, sent as a Buffer (which Fastify never serialises). */
export const ZBinaryFileSchema = z.file().describe('Fichier binaire');

/** Sends a membership's invoice PDF, issuing the invoice on the first download if needed. */
export async function sendMembershipInvoice(context: AppContext, reply: FastifyReply, membershipId: number, actor?: AuditActor) {
  const invoice = await ensureMembershipInvoice(
    context.db,
    membershipId,
    actor === undefined ? undefined : (tx, issued) => journalInvoiceIssued(tx, actor, issued),
  );
  if (!invoice) throw notFound(MEMBERSHIP_MESSAGES.membershipNotFound);
  // An admin downloading a member's invoice reads their personal data: journaled (decision 042).
  if (actor !== undefined) await recordDownload(context.db, actor, { name: invoiceFileName(membershipId), targetType: 'invoice', targetId: invoice.number });
  const pdf = await renderInvoicePdf(invoice, await context.associationSettings.read());
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(membershipId)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
