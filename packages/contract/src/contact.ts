import { z } from 'zod';
import { zText } from './fields';
import { EMAIL_SHAPE, LIMITS, stopWhenTooLong } from './limits';
import './zod-locale';

export const CONTACT_LIMITS = {
  nameMax: LIMITS.nameMax,
  emailMax: LIMITS.emailMax,
  subjectMax: 200,
  messageMax: 5000,
  replyMessageMax: 20000,
  /** Messages one e-mail address may send per hour, across every client. */
  messagesPerAddressPerHour: 5,
} as const;

export const CONTACT_MESSAGES = {
  requiredFields: 'Veuillez remplir tous les champs obligatoires.',
  invalidEmail: "Format d'email invalide",
  nameTooLong: `Le nom ne doit pas dépasser ${CONTACT_LIMITS.nameMax} caractères.`,
  emailTooLong: `L'adresse e-mail ne doit pas dépasser ${CONTACT_LIMITS.emailMax} caractères.`,
  subjectTooLong: `Le sujet ne doit pas dépasser ${CONTACT_LIMITS.subjectMax} caractères.`,
  messageTooLong: `Le message ne doit pas dépasser ${CONTACT_LIMITS.messageMax} caractères.`,
  sent: 'Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.',
  tooManyFromAddress: 'Vous avez déjà envoyé plusieurs messages récemment. Veuillez réessayer dans une heure.',
  // Admin inbox (profile › Messages)
  notFound: 'Message introuvable.',
  replyRequired: 'Le sujet et le message de la réponse sont obligatoires.',
  replySubjectTooLong: `Le sujet ne doit pas dépasser ${CONTACT_LIMITS.subjectMax} caractères.`,
  replyMessageTooLong: `La réponse ne doit pas dépasser ${CONTACT_LIMITS.replyMessageMax} caractères.`,
} as const;

/** Required text: anything missing or blank gets the spec's single sentence. */
const requiredText = (label: string, max: number, tooLong: string, multiLine = false) =>
  zText(label, { error: CONTACT_MESSAGES.requiredFields, multiLine }).trim().min(1, CONTACT_MESSAGES.requiredFields).max(max, stopWhenTooLong(tooLong));

export const ZContactRequestSchema = z.object({
  name: requiredText('Le nom', CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong),
  email: requiredText("L'adresse e-mail", CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailTooLong).regex(EMAIL_SHAPE, CONTACT_MESSAGES.invalidEmail),
  subject: zText('Le sujet', { error: CONTACT_MESSAGES.subjectTooLong })
    .trim()
    .max(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subjectTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  message: requiredText('Le message', CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong, true),
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
  /**
   * The whole reply mail an admin starts from (greeting with the sender's name, room for their words,
   * the association's signature, the message quoted): the server sends the reply as validated and
   * adds nothing to it.
   */
  reply_draft: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessageSchema>;

/** GET /api/admin/contact-messages/unread-count: what the navbar's badge shows admins. */
export const ZUnreadContactMessageCountSchema = z.object({ unread_count: z.number().int().min(0) });
export type TUnreadContactMessageCount = z.infer<typeof ZUnreadContactMessageCountSchema>;

/** GET /api/admin/contact-messages: the newest first. */
export const ZContactMessageListSchema = z.array(ZContactMessageSchema);

export const ZContactReplyRequestSchema = z.object({
  subject: zText('Le sujet', { error: CONTACT_MESSAGES.replyRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.replyRequired)
    .max(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.replySubjectTooLong),
  message: zText('La réponse', { error: CONTACT_MESSAGES.replyRequired, multiLine: true })
    .trim()
    .min(1, CONTACT_MESSAGES.replyRequired)
    .max(CONTACT_LIMITS.replyMessageMax, CONTACT_MESSAGES.replyMessageTooLong),
});
export type TContactReplyRequest = z.infer<typeof ZContactReplyRequestSchema>;
