import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ASSEMBLY_LIMITS,
  ASSEMBLY_MESSAGES,
  EVENT_MESSAGES,
  treasuryAccountsTitle,
  ZAgendaItemRequestSchema,
  ZAssemblyDocumentListResponseSchema,
  ZAssemblyDocumentParamsSchema,
  ZAssemblyDocumentRequestSchema,
  ZAssemblyDocumentSchema,
  ZAssemblyAgendaItemParamsSchema,
  ZAssemblyAnswerRequestSchema,
  ZAssemblyListResponseSchema,
  ZAssemblyRequestSchema,
  ZAssemblyResolutionParamsSchema,
  ZAssemblySchema,
  ZAssemblyVoterNamesResponseSchema,
  ZAssemblyVoterParamsSchema,
  ZAssemblyVotersResponseSchema,
  ZCheckInRequestSchema,
  ZCloseAssemblyRequestSchema,
  ZConveneRequestSchema,
  ZErrorSchema,
  ZIdParamsSchema,
  ZMemberAssemblySchema,
  ZMessageSchema,
  ZOpenVoteRequestSchema,
  ZPaperTotalsRequestSchema,
  ZReceiptCheckRequestSchema,
  ZReceiptCheckResponseSchema,
  ZResolutionRequestSchema,
  ZTreasuryAccountsDocumentRequestSchema,
  ZVoteRequestSchema,
  ZVoteResponseSchema,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { BODY_LIMITS } from '#lib/body-limits';
import { AppError, badRequest, conflict, forbidden, notFound } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { buildTreasuryReport } from '../treasury/build-treasury-report';
import { renderTreasuryAccountsPdf } from '../treasury/render-treasury-accounts-pdf';
import { addDocument, deleteDocument, listDocuments, readDocument, updateDocument } from './assembly-documents';
import { acceptProxy, answerConvocation, declineProxy } from './answer-convocation';
import {
  findVoterOfUser,
  isCurrentMember,
  listAssemblies,
  listLateRenewals,
  listVoters,
  mayReadMinutes,
  requireAssembly,
  toAssembly,
  toAssemblySummary,
  type AssemblyRow,
} from './assembly-repository';
import { castVote, checkReceipt } from './cast-vote';
import { freezeVoters } from './freeze-voters';
import { storeConvocations } from './queue-assembly-mails';
import { listAssembliesOf, listVoterNames, readMemberAssembly } from './read-member-assembly';
import { renderAttendanceSheetPdf, renderMinutesPdf } from './render-minutes-pdf';
import { checkIn, closeAssembly, closeVote, conveneAssembly, openSession, openVote, recordPaperTotals } from './run-session';
import {
  addAgendaItem,
  addResolution,
  createAssembly,
  deleteAgendaItem,
  deleteAssembly,
  deleteResolution,
  updateAgendaItem,
  updateAssembly,
  updateResolution,
} from './save-assembly';

const tags = ['assemblies'];
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };
const ZPdfFileSchema = z.file().describe('Fichier PDF');

/** The fields a document's upload carries beside its file; the multipart plugin caps the rest. */
const DOCUMENT_FIELDS = 5;

/** The multipart plugin's refusals, said in French: too big, more than one file, not multipart at all. */
function translateDocumentError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', ASSEMBLY_MESSAGES.documentTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('payload_too_large', ASSEMBLY_MESSAGES.documentOneFile);
  return error instanceof AppError ? error : badRequest(EVENT_MESSAGES.notMultipart);
}

/** A document's upload: its `title` and `position` fields, checked by the contract, and its one `file`. */
async function receiveDocument(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(EVENT_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const received = await part.toBuffer();
        if (part.fieldname !== 'file') continue;
        if (bytes) throw new AppError('payload_too_large', ASSEMBLY_MESSAGES.documentOneFile);
        bytes = received;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw translateDocumentError(error);
  }
  const position = fields.position?.trim() ? Number(fields.position) : null;
  const parsed = ZAssemblyDocumentRequestSchema.safeParse({ title: fields.title, position });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? ASSEMBLY_MESSAGES.documentTitleRequired);
  if (!bytes || bytes.length === 0) throw badRequest(ASSEMBLY_MESSAGES.documentFileRequired);
  return { ...parsed.data, bytes };
}

/**
 * « Assemblées générales » (issue 28): preparing and running them under `assemblies.manage`
 * (/api/admin/assemblies), and the voters' side (/api/assemblies): answer, proxies, votes, receipts
 * and the minutes. The vote's body (whom one votes for, the choice) is never logged: the request
 * log writes the method, the URL and the status only (lib/log-redaction.ts), and nothing here logs.
 */
export const assemblyRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const requireManager = app.requirePermission('assemblies.manage');
  const statutesNow = async () => (await context.associationSettings.read()).statutes;
  const detail = async (row: AssemblyRow) => toAssembly(db, row, await statutesNow());
  const detailOf = async (id: number) => detail(await requireAssembly(db, id));

  // ─── Preparation and session (admins and secretaries) ───────────────────────

  app.get('/api/admin/assemblies', { onRequest: requireManager, schema: { tags, response: { 200: ZAssemblyListResponseSchema, ...errors } } }, async () => ({
    assemblies: await listAssemblies(db),
  }));

  app.post(
    '/api/admin/assemblies',
    { onRequest: requireManager, schema: { tags, body: ZAssemblyRequestSchema, response: { 201: ZAssemblySchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await detail(await createAssembly(db, request.body, currentUser(request)))),
  );

  app.get(
    '/api/admin/assemblies/:id',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, response: { 200: ZAssemblySchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return detailOf(request.params.id);
    },
  );

  app.put(
    '/api/admin/assemblies/:id',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, body: ZAssemblyRequestSchema, response: { 200: ZAssemblySchema, ...errors } } },
    async (request) => detail(await updateAssembly(db, request.params.id, request.body, currentUser(request))),
  );

  app.delete(
    '/api/admin/assemblies/:id',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteAssembly(db, request.params.id, currentUser(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/assemblies/:id/agenda-items',
    {
      onRequest: requireManager,
      bodyLimit: BODY_LIMITS.assemblyText,
      schema: { tags, params: ZIdParamsSchema, body: ZAgendaItemRequestSchema, response: { 201: ZAssemblySchema, ...errors } },
    },
    async (request, reply) => {
      await addAgendaItem(db, request.params.id, request.body, currentUser(request));
      return reply.status(201).send(await detailOf(request.params.id));
    },
  );

  app.put(
    '/api/admin/assemblies/:id/agenda-items/:itemId',
    {
      onRequest: requireManager,
      bodyLimit: BODY_LIMITS.assemblyText,
      schema: { tags, params: ZAssemblyAgendaItemParamsSchema, body: ZAgendaItemRequestSchema, response: { 200: ZAssemblySchema, ...errors } },
    },
    async (request) => {
      await updateAgendaItem(db, request.params.id, request.params.itemId, request.body, currentUser(request));
      return detailOf(request.params.id);
    },
  );

  app.delete(
    '/api/admin/assemblies/:id/agenda-items/:itemId',
    { onRequest: requireManager, schema: { tags, params: ZAssemblyAgendaItemParamsSchema, response: { 200: ZAssemblySchema, ...errors } } },
    async (request) => {
      await deleteAgendaItem(db, request.params.id, request.params.itemId, currentUser(request));
      return detailOf(request.params.id);
    },
  );

  app.post(
    '/api/admin/assemblies/:id/resolutions',
    {
      onRequest: requireManager,
      bodyLimit: BODY_LIMITS.assemblyText,
      schema: { tags, params: ZIdParamsSchema, body: ZResolutionRequestSchema, response: { 201: ZAssemblySchema, ...errors } },
    },
    async (request, reply) => {
      await addResolution(db, request.params.id, request.body, currentUser(request));
      return reply.status(201).send(await detailOf(request.params.id));
    },
  );

  app.put(
    '/api/admin/assemblies/:id/resolutions/:resolutionId',
    {
      onRequest: requireManager,
      bodyLimit: BODY_LIMITS.assemblyText,
      schema: { tags, params: ZAssemblyResolutionParamsSchema, body: ZResolutionRequestSchema, response: { 200: ZAssemblySchema, ...errors } },
    },
    async (request) => {
      await updateResolution(db, request.params.id, request.params.resolutionId, request.body, currentUser(request));
      return detailOf(request.params.id);
    },
  );

  app.delete(
    '/api/admin/assemblies/:id/resolutions/:resolutionId',
    { onRequest: requireManager, schema: { tags, params: ZAssemblyResolutionParamsSchema, response: { 200: ZAssemblySchema, ...errors } } },
    async (request) => {
      await deleteResolution(db, request.params.id, request.params.resolutionId, currentUser(request));
      return detailOf(request.params.id);
    },
  );

  app.post(
    '/api/admin/assemblies/:id/voters/freeze',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, response: { 200: ZAssemblySchema, ...errors } } },
    async (request) => detail(await freezeVoters(db, context.associationSettings, request.params.id, currentUser(request))),
  );

  app.get(
    '/api/admin/assemblies/:id/voters',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, response: { 200: ZAssemblyVotersResponseSchema, ...errors } } },
    async (request, reply) => {
      const assembly = await requireAssembly(db, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return { voters: await listVoters(db, assembly.id), late_renewals: await listLateRenewals(db, assembly) };
    },
  );

  app.post(
    '/api/admin/assemblies/:id/convene',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, body: ZConveneRequestSchema, response: { 200: ZAssemblySchema, ...errors } } },
    async (request) => {
      // The convocations are stored by the convening transaction, then sent once it has committed.
      let mailIds: number[] = [];
      const convened = await conveneAssembly(db, request.params.id, request.body.confirm_late, currentUser(request), new Date(), async (tx, assembly) => {
        mailIds = await storeConvocations(tx, { mailer: context.mailer, publicUrl: context.config.publicUrl }, assembly);
      });
      context.mailer.sendStoredMails(mailIds);
      return detail(convened);
    },
  );

  app.post(
    '/api/admin/assemblies/:id/open',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, response: { 200: ZAssemblySchema, ...errors } } },
    async (request) => detail(await openSession(db, request.params.id, currentUser(request))),
  );

  app.put(
    '/api/admin/assemblies/:id/voters/:voterId/check-in',
    {
      onRequest: requireManager,
      schema: { tags, params: ZAssemblyVoterParamsSchema, body: ZCheckInRequestSchema, response: { 200: ZAssemblySchema, ...errors } },
    },
    async (request) => {
      await checkIn(db, request.params.id, request.params.voterId, request.body.present, currentUser(request));
      return detailOf(request.params.id);
    },
  );

  app.post(
    '/api/admin/assemblies/:id/resolutions/:resolutionId/open',
    {
      onRequest: requireManager,
      schema: { tags, params: ZAssemblyResolutionParamsSchema, body: ZOpenVoteRequestSchema, response: { 200: ZAssemblySchema, ...errors } },
    },
    async (request) => {
      await openVote(db, request.params.id, request.params.resolutionId, request.body.without_quorum, currentUser(request));
      return detailOf(request.params.id);
    },
  );

  app.post(
    '/api/admin/assemblies/:id/resolutions/:resolutionId/close',
    { onRequest: requireManager, schema: { tags, params: ZAssemblyResolutionParamsSchema, response: { 200: ZAssemblySchema, ...errors } } },
    async (request) => {
      await closeVote(db, request.params.id, request.params.resolutionId, currentUser(request));
      return detailOf(request.params.id);
    },
  );

  app.put(
    '/api/admin/assemblies/:id/resolutions/:resolutionId/paper-totals',
    {
      onRequest: requireManager,
      schema: { tags, params: ZAssemblyResolutionParamsSchema, body: ZPaperTotalsRequestSchema, response: { 200: ZAssemblySchema, ...errors } },
    },
    async (request) => {
      await recordPaperTotals(db, request.params.id, request.params.resolutionId, request.body, currentUser(request));
      return detailOf(request.params.id);
    },
  );

  app.post(
    '/api/admin/assemblies/:id/close',
    {
      onRequest: requireManager,
      schema: { tags, params: ZIdParamsSchema, body: ZCloseAssemblyRequestSchema, response: { 200: ZAssemblySchema, ...errors } },
    },
    async (request) => detail(await closeAssembly(db, request.params.id, request.body, currentUser(request))),
  );

  const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  const sendMinutes = async (reply: FastifyReply, assembly: AssemblyRow) => {
    if (assembly.state !== 'closed') throw notFound(ASSEMBLY_MESSAGES.minutesNotReady);
    return sendPdf(reply, await renderMinutesPdf(db, assembly, await context.associationSettings.read()), `proces-verbal-ag-${assembly.id}.pdf`);
  };

  app.get(
    '/api/admin/assemblies/:id/minutes.pdf',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, response: { 200: ZPdfFileSchema, ...errors } } },
    async (request, reply) => sendMinutes(reply, await requireAssembly(db, request.params.id)),
  );

  app.get(
    '/api/admin/assemblies/:id/attendance-sheet.pdf',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, response: { 200: ZPdfFileSchema, ...errors } } },
    async (request, reply) => {
      const assembly = await requireAssembly(db, request.params.id);
      if (!assembly.votersFrozenAt) throw conflict(ASSEMBLY_MESSAGES.votersNotFrozen);
      return sendPdf(reply, await renderAttendanceSheetPdf(db, assembly, await context.associationSettings.read()), `emargement-ag-${assembly.id}.pdf`);
    },
  );

  // ─── Documents attached to the assembly ──────────────────────────────────────

  app.get(
    '/api/admin/assemblies/:id/documents',
    { onRequest: requireManager, schema: { tags, params: ZIdParamsSchema, response: { 200: ZAssemblyDocumentListResponseSchema, ...errors } } },
    async (request, reply) => {
      const assembly = await requireAssembly(db, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return { documents: await listDocuments(db, assembly.id) };
    },
  );

  // Scoped to a child plugin: no other assembly route accepts a multipart body.
  const documentUploads: FastifyPluginAsyncZod = async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: ASSEMBLY_LIMITS.DOCUMENT_MAX_BYTES, files: 1, fields: DOCUMENT_FIELDS, parts: DOCUMENT_FIELDS + 1, fieldSize: 4 * 1024 },
    });
    uploads.post(
      '/api/admin/assemblies/:id/documents',
      {
        // Multipart bodies escape the route's bodyLimit: the plugin's limits above bound this one
        // (one file of DOCUMENT_MAX_BYTES, a few fields of 4 KB), stopping the read at the excess.
        onRequest: requireManager,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: ZIdParamsSchema,
          response: { 201: ZAssemblyDocumentSchema, ...errors, 413: ZErrorSchema },
        },
      },
      async (request, reply) => {
        await requireAssembly(db, request.params.id);
        const document = await receiveDocument(request);
        return reply.status(201).send(await addDocument(db, context.uploadStore, request.params.id, document, currentUser(request)));
      },
    );
  };
  await app.register(documentUploads);

  app.post(
    '/api/admin/assemblies/:id/documents/treasury-accounts',
    {
      onRequest: requireManager,
      schema: { tags, params: ZIdParamsSchema, body: ZTreasuryAccountsDocumentRequestSchema, response: { 201: ZAssemblyDocumentSchema, ...errors } },
    },
    async (request, reply) => {
      await requireAssembly(db, request.params.id);
      const settings = await context.associationSettings.read();
      const now = new Date();
      const report = await buildTreasuryReport(db, request.body.year, settings.identity.foundedYear, now);
      const bytes = await renderTreasuryAccountsPdf(report, settings, now);
      const title = request.body.title ?? treasuryAccountsTitle(request.body.year);
      return reply.status(201).send(await addDocument(db, context.uploadStore, request.params.id, { title, position: null, bytes }, currentUser(request)));
    },
  );

  app.put(
    '/api/admin/assemblies/:id/documents/:documentId',
    {
      onRequest: requireManager,
      schema: {
        tags,
        params: ZAssemblyDocumentParamsSchema,
        body: ZAssemblyDocumentRequestSchema,
        response: { 200: ZAssemblyDocumentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateDocument(db, request.params.id, request.params.documentId, request.body, currentUser(request));
      return { documents: await listDocuments(db, request.params.id) };
    },
  );

  app.delete(
    '/api/admin/assemblies/:id/documents/:documentId',
    { onRequest: requireManager, schema: { tags, params: ZAssemblyDocumentParamsSchema, response: { 200: ZAssemblyDocumentListResponseSchema, ...errors } } },
    async (request) => {
      await deleteDocument(db, context.uploadStore, request.params.id, request.params.documentId, currentUser(request));
      return { documents: await listDocuments(db, request.params.id) };
    },
  );

  // ─── The voters' side ─────────────────────────────────────────────────────────

  /** An assembly a member may read: convened or later, and they are a voter of it, or it is closed and they may read minutes. */
  const readableAssembly = async (id: number, userId: number, isManager: boolean) => {
    const assembly = await requireAssembly(db, id);
    if (assembly.state === 'draft') throw notFound(ASSEMBLY_MESSAGES.notFound);
    if (await findVoterOfUser(db, id, userId)) return assembly;
    if (assembly.state === 'closed' && (await mayReadMinutes(db, id, userId, isManager))) return assembly;
    throw forbidden(ASSEMBLY_MESSAGES.notAVoter);
  };
  const isManager = (permissions: readonly string[]) => permissions.includes('assemblies.manage');
  /** A manager reads any assembly's documents, a draft's too; a voter once it is convened; any member once it is closed. */
  const documentsReadableBy = async (id: number, user: { id: number; permissions: readonly string[] }) =>
    isManager(user.permissions) ? requireAssembly(db, id) : readableAssembly(id, user.id, false);

  app.get(
    '/api/assemblies',
    { onRequest: app.requireUser, schema: { tags, response: { 200: ZAssemblyListResponseSchema, 401: ZErrorSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const rows = await listAssembliesOf(db, user.id, isManager(user.permissions) || (await isCurrentMember(db, user.id)));
      reply.header('cache-control', 'private, no-store');
      const ids = rows.map((row) => row.id);
      const counted = new Map((await listAssemblies(db, ids)).map((summary) => [summary.id, summary.voters_count]));
      return { assemblies: rows.map((row) => toAssemblySummary(row, counted.get(row.id) ?? 0)) };
    },
  );

  app.get(
    '/api/assemblies/:id',
    { onRequest: app.requireUser, schema: { tags, params: ZIdParamsSchema, response: { 200: ZMemberAssemblySchema, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      const assembly = await readableAssembly(request.params.id, user.id, isManager(user.permissions));
      reply.header('cache-control', 'private, no-store');
      return readMemberAssembly(db, assembly, user.id, await statutesNow());
    },
  );

  app.get(
    '/api/assemblies/:id/documents',
    { onRequest: app.requireUser, schema: { tags, params: ZIdParamsSchema, response: { 200: ZAssemblyDocumentListResponseSchema, ...errors } } },
    async (request, reply) => {
      const assembly = await documentsReadableBy(request.params.id, currentUser(request));
      reply.header('cache-control', 'private, no-store');
      return { documents: await listDocuments(db, assembly.id) };
    },
  );

  app.get(
    '/api/assemblies/:id/documents/:documentId',
    { onRequest: app.requireUser, schema: { tags, params: ZAssemblyDocumentParamsSchema, response: { 200: ZPdfFileSchema, ...errors } } },
    async (request, reply) => {
      const assembly = await documentsReadableBy(request.params.id, currentUser(request));
      const document = await readDocument(db, context.uploadStore, assembly.id, request.params.documentId);
      return sendPdf(reply.header('x-content-type-options', 'nosniff'), document.bytes, document.fileName);
    },
  );

  app.get(
    '/api/assemblies/:id/voters',
    { onRequest: app.requireUser, schema: { tags, params: ZIdParamsSchema, response: { 200: ZAssemblyVoterNamesResponseSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const assembly = await requireAssembly(db, request.params.id);
      if (assembly.state === 'draft') throw notFound(ASSEMBLY_MESSAGES.notFound);
      if (!(await findVoterOfUser(db, assembly.id, user.id))) throw forbidden(ASSEMBLY_MESSAGES.notAVoter);
      return { voters: await listVoterNames(db, assembly.id) };
    },
  );

  app.put(
    '/api/assemblies/:id/answer',
    { onRequest: app.requireUser, schema: { tags, params: ZIdParamsSchema, body: ZAssemblyAnswerRequestSchema, response: { 200: ZMessageSchema, ...errors } } },
    async (request) => {
      await answerConvocation(db, request.params.id, currentUser(request).id, request.body);
      return { message: ASSEMBLY_MESSAGES.answerSaved };
    },
  );

  app.post(
    '/api/assemblies/:id/proxies/:voterId/accept',
    { onRequest: app.requireUser, schema: { tags, params: ZAssemblyVoterParamsSchema, response: { 200: ZMessageSchema, ...errors } } },
    async (request) => {
      await acceptProxy(db, request.params.id, currentUser(request).id, request.params.voterId);
      return { message: ASSEMBLY_MESSAGES.proxyAccepted };
    },
  );

  app.post(
    '/api/assemblies/:id/proxies/:voterId/decline',
    { onRequest: app.requireUser, schema: { tags, params: ZAssemblyVoterParamsSchema, response: { 200: ZMessageSchema, ...errors } } },
    async (request) => {
      await declineProxy(db, request.params.id, currentUser(request).id, request.params.voterId);
      return { message: ASSEMBLY_MESSAGES.proxyDeclined };
    },
  );

  app.post(
    '/api/assemblies/:id/resolutions/:resolutionId/vote',
    {
      onRequest: app.requireUser,
      schema: { tags, params: ZAssemblyResolutionParamsSchema, body: ZVoteRequestSchema, response: { 201: ZVoteResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const receiptCode = await castVote(db, request.params.id, request.params.resolutionId, currentUser(request).id, request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ message: ASSEMBLY_MESSAGES.voteRecorded, receipt_code: receiptCode });
    },
  );

  app.post(
    '/api/assemblies/:id/receipt-check',
    {
      onRequest: app.requireUser,
      schema: { tags, params: ZIdParamsSchema, body: ZReceiptCheckRequestSchema, response: { 200: ZReceiptCheckResponseSchema, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      await readableAssembly(request.params.id, user.id, isManager(user.permissions));
      return checkReceipt(db, request.params.id, request.body.receipt_code);
    },
  );

  app.get(
    '/api/assemblies/:id/minutes.pdf',
    { onRequest: app.requireUser, schema: { tags, params: ZIdParamsSchema, response: { 200: ZPdfFileSchema, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      const assembly = await requireAssembly(db, request.params.id);
      if (assembly.state !== 'closed') throw notFound(ASSEMBLY_MESSAGES.minutesNotReady);
      if (!(await mayReadMinutes(db, assembly.id, user.id, isManager(user.permissions)))) throw forbidden(ASSEMBLY_MESSAGES.minutesNotAllowed);
      return sendMinutes(reply, assembly);
    },
  );
};
