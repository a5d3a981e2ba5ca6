import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MEMBERSHIP_MESSAGES, invoiceFileName } from '@action-plus/contract';
import type { AppContext } from '#context';
import { notFound } from '#lib/errors';
import { ensureMembershipInvoice } from '../invoices/issue-invoice';
import { renderInvoicePdf } from '../invoices/render-invoice-pdf';

/** A downloaded file: documented as binary, sent as a Buffer (which Fastify never serialises). */
export const ZBinaryFileSchema = z.file().describe('Fichier binaire');

/** Sends a membership's invoice PDF, issuing the invoice on the first download if needed. */
export async function sendMembershipInvoice(context: AppContext, reply: FastifyReply, membershipId: number) {
  const invoice = await ensureMembershipInvoice(context.db, membershipId);
  if (!invoice) throw notFound(MEMBERSHIP_MESSAGES.membershipNotFound);
  const pdf = await renderInvoicePdf(invoice, await context.associationSettings.read());
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(membershipId)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
