import { z } from 'zod';
import { EMAIL_SHAPE, LIMITS, stopWhenTooLong } from './fields';

export const CONTACT_LIMITS = {
  nameMax: LIMITS.nameMax,
  emailMax: LIMITS.emailMax,
  subjectMax: 200,
  messageMax: 5000,
  replyMessageMax: 20000,
  /** Messages one e-mail address may send per hour, across every client. */
  messagesPerAddressPerHour: 5,
  /** Characters of a message shown on its card before 'Lire la suite' (spec §9). */
  previewLength: 100,
  /** How long the form's success or error notice stays (spec §9). */
  noticeMs: 5000,
} as const;

export const CONTACT_MESSAGES = {
  requiredFields: 'Veuillez remplir tous les champs obligatoires.',
  invalidEmail: "Format d'email invalide",
  nameTooLong: `Le nom ne doit pas dépasser ${CONTACT_LIMITS.nameMax} caractères.`,
  emailTooLong: `L'adresse e-mail ne doit pas dépasser ${CONTACT_LIMITS.emailMax} caractères.`,
  subjectTooLong: `Le sujet ne doit pas dépasser ${CONTACT_LIMITS.subjectMax} caractères.`,
  messageTooLong: `Le message ne doit pas dépasser ${CONTACT_LIMITS.messageMax} caractères.`,
  sent: 'Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.',
  sendFailed: "Erreur lors de l'envoi du message.",
  networkFailed: "Erreur lors de l'envoi du message. Veuillez réessayer.",
  tooManyFromAddress: 'Vous avez déjà envoyé plusieurs messages récemment. Veuillez réessayer dans une heure.',
  sending: 'Envoi en cours...',
  submit: 'Envoyer le message',
  noScript: 'Ce formulaire a besoin de JavaScript, désactivé dans votre navigateur. Écrivez-nous directement à',
  // Admin inbox (profile › Messages)
  noAccess: "Vous n'avez pas accès à cette section.",
  noSubject: 'Sans sujet',
  readMore: 'Lire la suite',
  statusUnread: 'Non lu',
  statusRead: 'Lu',
  statusAnswered: 'Répondu',
  empty: 'Aucun message pour le moment.',
  loading: 'Chargement des messages...',
  loadFailed: 'Erreur lors du chargement des messages.',
  notFound: 'Message introuvable.',
  markReadFailed: 'Impossible de marquer le message comme lu.',
  replyRequired: 'Le sujet et le message de la réponse sont obligatoires.',
  replySubjectTooLong: `Le sujet ne doit pas dépasser ${CONTACT_LIMITS.subjectMax} caractères.`,
  replyMessageTooLong: `La réponse ne doit pas dépasser ${CONTACT_LIMITS.replyMessageMax} caractères.`,
  replySent: 'Votre réponse a été envoyée.',
  replyFailed: "Erreur lors de l'envoi de la réponse.",
  copied: 'Réponse copiée dans le presse-papiers.',
  copyFailed: 'Impossible de copier la réponse dans le presse-papiers.',
} as const;

/** Required text: anything missing or blank gets the spec's single sentence. */
const requiredText = (max: number, tooLong: string) =>
  z.string({ error: CONTACT_MESSAGES.requiredFields }).trim().min(1, CONTACT_MESSAGES.requiredFields).max(max, stopWhenTooLong(tooLong));

export const ZContactRequestSchema = z.object({
  name: requiredText(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong),
  email: requiredText(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailTooLong).regex(EMAIL_SHAPE, CONTACT_MESSAGES.invalidEmail),
  subject: z
    .string({ error: CONTACT_MESSAGES.subjectTooLong })
    .trim()
    .max(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subjectTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  message: requiredText(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
});
export type TContactRequest = z.input<typeof ZContactRequestSchema>;

export const ZContactMessageStatusSchema = z.enum(['unread', 'read', 'answered']);
export type TContactMessageStatus = z.infer<typeof ZContactMessageStatusSchema>;

export const ZContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  /** 'answered' messages have been read too. */
  status: ZContactMessageStatusSchema,
  created_at: z.string(),
  read_at: z.string().nullable(),
  reply: z.object({ subject: z.string(), message: z.string(), replied_at: z.string() }).nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessageSchema>;

/** GET /api/admin/contact-messages: the newest first. */
export const ZContactMessageListSchema = z.array(ZContactMessageSchema);

export const ZContactReplyRequestSchema = z.object({
  subject: z
    .string({ error: CONTACT_MESSAGES.replyRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.replyRequired)
    .max(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.replySubjectTooLong),
  message: z
    .string({ error: CONTACT_MESSAGES.replyRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.replyRequired)
    .max(CONTACT_LIMITS.replyMessageMax, CONTACT_MESSAGES.replyMessageTooLong),
});
export type TContactReplyRequest = z.infer<typeof ZContactReplyRequestSchema>;

/** The subject a reply starts with: 'Re: <subject>', not doubled. */
export function buildReplySubject(subject: string | null): string {
  const base = subject?.trim() || CONTACT_MESSAGES.noSubject;
  return /^re\s*:/i.test(base) ? base : `Re: ${base}`;
}

/** A card's preview: the first 100 characters, with an ellipsis when cut. */
export function previewContactMessage(message: string): { text: string; isTruncated: boolean } {
  if (message.length <= CONTACT_LIMITS.previewLength) return { text: message, isTruncated: false };
  return { text: `${message.slice(0, CONTACT_LIMITS.previewLength).trimEnd()}…`, isTruncated: true };
}
