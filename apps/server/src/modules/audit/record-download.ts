import type { Database } from '#db/client';
import { recordAudit, type AuditActor } from './record-audit';

/**
 * A download of personal data (an export, a list, a PDF) is journaled before the file is sent: who
 * took which file (GDPR). Reading changes nothing, so the entry has a transaction of its own; if it
 * fails, the file is not sent.
 */
export async function recordDownload(
  db: Database,
  actor: AuditActor,
  file: { name: string; targetType?: 'export' | 'event' | 'tax_receipt' | 'invoice'; targetId?: string | number; filters?: Record<string, unknown> },
) {
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: 'export.download',
      targetType: file.targetType ?? 'export',
      targetId: file.targetId ?? file.name,
      after: { file: file.name, ...(file.filters && { filters: file.filters }) },
    }),
  );
}
