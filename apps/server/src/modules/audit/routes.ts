import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ROLE_LABELS,
  AUDIT_TARGET_LABELS,
  JOURNAL_CSV_FILE_NAME,
  JOURNAL_LIMITS,
  ZErrorSchema,
  ZJournalPageSchema,
  ZJournalQuerySchema,
  type TAuditAction,
  type TAuditTargetType,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { buildExcelCsv } from '#lib/excel-csv';
import { toParisDateTime } from '#lib/paris-time';
import { currentUser } from '#plugins/authentication';
import { findJournalEntries, findJournalPage, toJournalEntry } from './journal-repository';
import { recordDownload } from './record-download';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema };

const CSV_HEADER = ['Date (heure de Paris)', 'Personne', 'Rôle', 'Action', 'Objet', 'Identifiant', 'Avant', 'Après'];
const jsonCell = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** « Journal »: every administrative act, admins only (decision 042), never kept by a cache. */
export const journalRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const tags = ['journal'];

  app.get(
    '/api/admin/journal',
    { onRequest: app.requirePermission('journal.read'), schema: { tags, querystring: ZJournalQuerySchema, response: { 200: ZJournalPageSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findJournalPage(db, request.query, JOURNAL_LIMITS.PAGE_SIZE);
    },
  );

  app.get(
    '/api/admin/journal.csv',
    {
      onRequest: app.requirePermission('journal.read'),
      schema: {
        tags,
        // The same filters as the page; a cursor is ignored: the file holds every entry they select.
        querystring: ZJournalQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV for French Excel: UTF-8 with BOM, semicolons, CRLF'), ...errors },
      },
    },
    async (request, reply) => {
      const { cursor: _ignored, ...filters } = request.query;
      const rows = (await findJournalEntries(db, filters, JOURNAL_LIMITS.CSV_MAX_ROWS)).map(toJournalEntry);
      const csv = buildExcelCsv([
        CSV_HEADER,
        ...rows.map((entry) => {
          const { date, time } = toParisDateTime(new Date(entry.at));
          return [
            `${date} ${time}`,
            entry.actor_name,
            AUDIT_ROLE_LABELS[entry.actor_role] ?? entry.actor_role,
            AUDIT_ACTION_LABELS[entry.action as TAuditAction] ?? entry.action,
            AUDIT_TARGET_LABELS[entry.target_type as TAuditTargetType] ?? entry.target_type,
            entry.target_id ?? '',
            jsonCell(entry.before),
            jsonCell(entry.after),
          ];
        }),
      ]);
      // The journal names people: reading it is itself an act the journal keeps.
      await recordDownload(db, currentUser(request), { name: JOURNAL_CSV_FILE_NAME, filters });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${JOURNAL_CSV_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
