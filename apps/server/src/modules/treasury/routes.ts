import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZErrorSchema,
  ZTreasuryExportParamsSchema,
  ZTreasuryExportQuerySchema,
  ZTreasuryQuerySchema,
  ZTreasuryResponseSchema,
  TREASURY_MESSAGES,
  isTreasuryExportKind,
  toParisDate,
  treasuryExportFileName,
  type TTreasuryExportKind,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import type { Database } from '#db/client';
import { badRequest } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { recordDownload } from '../audit/record-download';
import { buildTreasuryReport } from './build-treasury-report';
import { exportDonations } from './export-donations';
import { exportPayments } from './export-payments';
import { exportReceipts } from './export-receipts';
import { encodeBody, sendEncoded } from '#lib/encoded-body';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema };

const EXPORTS: Record<TTreasuryExportKind, (db: Database, year: number) => Promise<string>> = {
  payments: exportPayments,
  donations: exportDonations,
  receipts: exportReceipts,
};

/**
 * The treasurer's figures and the accountant's yearly exports, for those who may read the treasury.
 * The figures are kept as sent by the app's own cache of them (`treasury-read-cache.ts`), never by
 * a browser's or a proxy's; the exports are read afresh.
 */
export const treasuryRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const tags = ['treasury'];

  app.get(
    '/api/admin/treasury',
    {
      onRequest: app.requirePermission('treasury.read'),
      schema: { tags, querystring: ZTreasuryQuerySchema, response: { 200: ZTreasuryResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { year } = request.query;
      const { foundedYear } = (await context.associationSettings.read()).identity;
      const now = new Date();
      // Kept as sent: checked against the contract, encoded and compressed once, as the visitors' lists are.
      const body = await context.treasuryReadCache.read(`${year ?? 'recent'}/${foundedYear}/${toParisDate(now)}`, async () =>
        encodeBody(JSON.stringify(ZTreasuryResponseSchema.parse(await buildTreasuryReport(db, year, foundedYear, now)))),
      );
      return sendEncoded(request, reply.type('application/json; charset=utf-8'), body);
    },
  );

  app.get(
    '/api/admin/treasury/exports/:kind.csv',
    {
      onRequest: app.requirePermission('treasury.read'),
      schema: {
        tags,
        params: ZTreasuryExportParamsSchema,
        querystring: ZTreasuryExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV for French Excel: UTF-8 with BOM, semicolons, CRLF'), ...errors },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { year } = request.query;
      if (!isTreasuryExportKind(kind)) throw badRequest(TREASURY_MESSAGES.exportKindInvalid);
      const csv = await EXPORTS[kind](db, year);
      await recordDownload(db, currentUser(request), { name: treasuryExportFileName(kind, year), filters: { kind, year } });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${treasuryExportFileName(kind, year)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
