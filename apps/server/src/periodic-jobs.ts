import type { AppContext } from './context';
import { startPeriodicJob, type PeriodicJob, type PeriodicJobLog } from './lib/periodic-job';
import { EVENT_REMINDERS_INTERVAL_MS, queueDueEventReminders } from './modules/events/queue-event-reminders';
import { purgeExpiredData } from './modules/maintenance/purge-expired-data';
import { MEMBERSHIP_REMINDERS_INTERVAL_MS, queueDueMembershipReminders } from './modules/memberships/queue-membership-reminders';
import { publishScheduledArticles, SCHEDULED_ARTICLES_INTERVAL_MS } from './modules/news/publish-scheduled-articles';
import { reconcilePayments } from './modules/payments/reconcile-payments';
import { ANNOUNCEMENT_OUTBOX_INTERVAL_MS, writeAnnouncementOutboxes } from './modules/announcements/write-announcement-outbox';
import { ANNOUNCEMENT_SENDING_INTERVAL_MS, forgetFinishedDrawings, sendAnnouncementMails } from './modules/announcements/send-announcement-mails';
import { moveDocumentBytesToFiles, moveUploadBytesToFiles, sweepUnnamedDocumentFiles, sweepUnnamedUploadFiles } from './modules/uploads/upload-files-upkeep';
import { isDirectoryStore } from './modules/uploads/upload-store';
import { ASSEMBLY_REMINDERS_INTERVAL_MS, queueDueAssemblyReminders } from './modules/assemblies/queue-assembly-mails';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Every job the server runs on a timer, started by main.ts and stopped with it (lib/periodic-job.ts;
 * docs/ARCHITECTURE.md, « Periodic jobs »). Reminders claim each due item in SQL; the daily jobs are
 * looked at every hour and run by the one instance that claims the day's run.
 */
export function startPeriodicJobs(context: AppContext, log: PeriodicJobLog): { stop: () => Promise<void> } {
  const { db, config } = context;
  // Each announcement being sent is drawn once per process, not once per copy.
  const announcementDrawings: Parameters<typeof sendAnnouncementMails>[2] = new Map();
  const jobs: PeriodicJob[] = [
    startPeriodicJob({
      name: 'rappels de la veille des événements',
      everyMs: EVENT_REMINDERS_INTERVAL_MS,
      run: () => queueDueEventReminders(db, context.eventMails, { reminderTime: config.eventReminderTime }),
      report: (count) => (count > 0 ? { count } : undefined),
      log,
    }),
    startPeriodicJob({
      name: "rappels d'adhésion",
      everyMs: MEMBERSHIP_REMINDERS_INTERVAL_MS,
      run: () => queueDueMembershipReminders(db, { mailer: context.mailer, publicUrl: config.publicUrl }),
      report: (count) => (count > 0 ? { count } : undefined),
      log,
    }),
    startPeriodicJob({
      name: 'rappels des assemblées générales',
      everyMs: ASSEMBLY_REMINDERS_INTERVAL_MS,
      run: () => queueDueAssemblyReminders(db, { mailer: context.mailer, publicUrl: config.publicUrl }),
      report: (count) => (count > 0 ? { count } : undefined),
      log,
    }),
    startPeriodicJob({
      name: 'publication des articles programmés',
      everyMs: SCHEDULED_ARTICLES_INTERVAL_MS,
      run: () => publishScheduledArticles(db),
      report: (count) => (count > 0 ? { count } : undefined),
      log,
    }),
    startPeriodicJob({
      name: 'annonces : destinataires écrits dans la file des mails',
      everyMs: ANNOUNCEMENT_OUTBOX_INTERVAL_MS,
      run: () => writeAnnouncementOutboxes(db, { unsubscribeLinks: context.mailUnsubscribeLinks }),
      report: (written) => (written > 0 ? { written } : undefined),
      log,
    }),
    startPeriodicJob({
      name: 'annonces : envoi des mails au rythme permis',
      everyMs: ANNOUNCEMENT_SENDING_INTERVAL_MS,
      run: async () => {
        await forgetFinishedDrawings(db, announcementDrawings);
        return sendAnnouncementMails(
          db,
          {
            mailer: context.mailer,
            associationSettings: context.associationSettings,
            publicUrl: config.publicUrl,
            mailsPerMinute: config.announcementMailsPerMinute,
            leaseMs: config.announcementClaimLeaseMs,
          },
          announcementDrawings,
        );
      },
      report: (sent) => (sent > 0 ? { sent } : undefined),
      log,
    }),
    startPeriodicJob({
      name: 'purge des données expirées',
      everyMs: HOUR_MS,
      oncePer: { db, periodMs: DAY_MS },
      run: () => purgeExpiredData(db),
      report: (deleted) => ({ deleted }),
      log,
    }),
  ];
  if (context.helloAsso) {
    jobs.push(
      startPeriodicJob({
        name: 'rapprochement des paiements HelloAsso',
        everyMs: HOUR_MS,
        oncePer: { db, periodMs: DAY_MS },
        run: () => reconcilePayments(context),
        report: (counts) => counts,
        log,
      }),
    );
  }
  const { uploadStore } = context;
  if (isDirectoryStore(uploadStore)) {
    jobs.push(
      startPeriodicJob({
        name: 'images et documents de la base vers UPLOADS_DIR',
        everyMs: HOUR_MS,
        // The assemblies' documents follow the images into the directory.
        run: async () => ({ images: await moveUploadBytesToFiles(db, uploadStore), documents: await moveDocumentBytesToFiles(db, uploadStore) }),
        report: (moved) => (moved.images + moved.documents > 0 ? moved : undefined),
        log,
      }),
      startPeriodicJob({
        name: 'fichiers d’images et de documents supprimés',
        everyMs: HOUR_MS,
        oncePer: { db, periodMs: DAY_MS },
        run: async () => (await sweepUnnamedUploadFiles(db, uploadStore)) + (await sweepUnnamedDocumentFiles(db, uploadStore)),
        report: (removed) => (removed > 0 ? { removed } : undefined),
        log,
      }),
    );
  }
  return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };
}
