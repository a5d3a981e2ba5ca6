import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  DONATION_MESSAGES,
  ZErrorSchema,
  ZIdParamsSchema,
  ZTaxReceiptListSchema,
  ZYearlyTaxReceiptRequestSchema,
  taxReceiptFileName,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { receiptsAreIssued } from './receipts-issued';
import { badRequest, notFound } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { issueYearlySummaries } from './issue-tax-receipt';
import { loadReceiptSignature } from './receipt-signature';
import { journalTaxReceipt } from './journal-tax-receipt';
import { recordDownload } from '../audit/record-download';
import { renderTaxReceiptPdf } from './render-tax-receipt-pdf';
import {
  findOwnedReceipt,
  findReceipt,
  listOwnedReceipts,
  loadReceiptOwner,
  toTaxReceipt,
  type ReceiptOwner,
  type TaxReceiptRow,
} from './tax-receipt-repository';

const ZPdfFileSchema = z.file().describe('Fichier PDF');
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 404: ZErrorSchema };

/** The donor's receipts in the profile (never anyone else's), the yearly summary on demand, and the admin's copy. */
export const taxReceiptRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const tags = ['tax-receipts'];

  const ownerOf = async (userId: number): Promise<ReceiptOwner> => {
    const owner = await loadReceiptOwner(context.db, userId);
    if (!owner) throw notFound(DONATION_MESSAGES.receiptNotFound);
    return owner;
  };

  const sendPdf = async (reply: FastifyReply, receipt: TaxReceiptRow) => {
    const replacedBy = receipt.replacedById ? await findReceipt(context.db, receipt.replacedById) : undefined;
    const association = await context.associationSettings.read();
    const pdf = await renderTaxReceiptPdf(receipt, association, {
      replacedByNumber: replacedBy?.number ?? null,
      signature: await loadReceiptSignature(context.db, context.uploadStore, receipt, association, context.config.taxReceipts.signatureFile),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${taxReceiptFileName(receipt.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };

  app.get(
    '/api/users/me/tax-receipts',
    { onRequest: app.requireUser, schema: { tags, response: { 200: ZTaxReceiptListSchema, 401: ZErrorSchema } } },
    async (request) => listOwnedReceipts(context.db, await ownerOf(currentUser(request).id)),
  );

  app.get(
    '/api/users/me/tax-receipts/:id/pdf',
    { onRequest: app.requireUser, schema: { tags, params: ZIdParamsSchema, response: { 200: ZPdfFileSchema, ...errors } } },
    async (request, reply) => {
      const receipt = await findOwnedReceipt(context.db, await ownerOf(currentUser(request).id), request.params.id);
      if (!receipt) throw notFound(DONATION_MESSAGES.receiptNotFound);
      return sendPdf(reply, receipt);
    },
  );

  app.post(
    '/api/users/me/tax-receipts/yearly',
    {
      onRequest: app.requireUser,
      schema: { tags, body: ZYearlyTaxReceiptRequestSchema, response: { 201: ZTaxReceiptListSchema, ...errors } },
    },
    async (request, reply) => {
      if (!receiptsAreIssued(context.config, await context.associationSettings.read())) throw badRequest(DONATION_MESSAGES.receiptsNotIssued);
      const owner = await ownerOf(currentUser(request).id);
      // One summary per donor the account's receipts name (decision 034).
      const summaries = await context.db.transaction(async (tx) => {
        const issued = await issueYearlySummaries(tx, owner, request.body.year);
        for (const summary of issued) await journalTaxReceipt(tx, currentUser(request), 'tax_receipt.issue', summary);
        return issued;
      });
      return reply.status(201).send(summaries.map((summary) => toTaxReceipt(summary, null)));
    },
  );

  app.get(
    '/api/admin/tax-receipts/:id/pdf',
    {
      onRequest: app.requirePermission('donations.manage'),
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZPdfFileSchema, ...errors, 403: ZErrorSchema } },
    },
    async (request, reply) => {
      const receipt = await findReceipt(context.db, request.params.id);
      if (!receipt) throw notFound(DONATION_MESSAGES.receiptNotFound);
      await recordDownload(context.db, currentUser(request), {
        name: `recu-fiscal-${receipt.number}.pdf`,
        targetType: 'tax_receipt',
        targetId: receipt.number,
      });
      return sendPdf(reply, receipt);
    },
  );
};
