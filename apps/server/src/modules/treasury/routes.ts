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

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema };

const EXPORTS: Record<TTreasuryExportKind, (db: Database, year: number) => Promise<string>> = {
  payments: exportPayments,
  donations: exportDonations,
  receipts: exportReceipts,
};

/** The treasurer's figures and the accountant's yearly exports: admins only, never kept by a cache. */
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
      return buildTreasuryReport(db, request.query.year, (await context.associationSettings.read()).identity.foundedYear);
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
