/**
 * One valid body for each route that reads a JSON body, keyed `METHOD /openapi/path`. The walk of
 * bad characters replaces each string in it in turn, so that a control character or a lone
 * surrogate is the only thing wrong: it reaches the field's own checks, and the database when they
 * let it through. A route that reads a body and is missing here fails the walk.
 */
import { SEEDED_ASSOCIATION_SETTINGS } from '@action-plus/contract/association-settings-seed';

const PASSWORD = 'motdepasse-solide';
const ADDRESS = 'ines.moreau@exemple.fr';
const IMAGE = 'https://exemple.fr/affiche.png';
const donor = {
  firstName: 'Inès',
  lastName: 'Moreau',
  email: ADDRESS,
  address: '3 rue des Jardins',
  postalCode: '57000',
  city: 'Metz',
  country: 'France',
  amount: 20,
};
const announcement = {
  subject: 'La saison commence',
  body_markdown: 'Bonjour à toutes et à tous,\n\nla **saison** commence.',
  kind: 'association_news',
  segment: { type: 'consenting' },
  attachment: null,
  archive: 'public',
};
const assembly = { title: 'Assemblée générale 2026', date: '2030-06-12', time: '18:30', place: 'Salle des fêtes', online_url: 'https://visio.exemple.fr/ag' };
const election = { title: 'Élection du bureau', text: 'Deux sièges.', kind: 'election', seats: 2, candidates: ['Zoé Martin', 'Li Hua'] };
const event = {
  title: 'Soirée contes du monde',
  description: 'Des conteurs de Metz\net d’ailleurs.',
  date: '2030-05-02',
  time: '19:30',
  type: 'concert',
  location: 'Metz, salle des fêtes',
  image: IMAGE,
  images: [IMAGE],
  max_participants: 40,
  isFeatured: false,
};

export const VALID_BODIES: Record<string, unknown> = {
  'POST /api/auth/register': {
    firstName: 'Inès',
    lastName: 'Moreau',
    username: 'ines_moreau',
    email: ADDRESS,
    password: PASSWORD,
    mail_consents: ['new_events'],
  },
  'POST /api/auth/login': { email: ADDRESS, password: PASSWORD },
  'POST /api/auth/google-login': { credential: 'entete.contenu.signature' },
  'POST /api/auth/reset-password-request': { email: ADDRESS },
  'POST /api/auth/reset-password': { token: 'jeton-du-lien', password: PASSWORD },
  'POST /api/contact': { name: 'Inès Moreau', email: ADDRESS, subject: 'Adhésion', message: 'Bonjour,\nune question.' },
  'POST /api/admin/contact-messages/{id}/reply': { subject: 'Re: Adhésion', message: 'Bonjour,\nvoici la réponse.' },
  'PUT /api/users/me': { firstName: 'Inès', lastName: 'Moreau', email: ADDRESS, profileImage: IMAGE, eventRemindersEnabled: true },
  'POST /api/auth/confirm-email': { token: 'jeton-du-lien' },
  'POST /api/users/me/email': { email: 'ines.nouvelle@exemple.fr', currentPassword: PASSWORD },
  'PUT /api/users/me/password': { currentPassword: PASSWORD, password: 'un-autre-mot-de-passe' },
  'POST /api/admin/create-user': { firstName: 'Inès', lastName: 'Moreau', email: 'ines.invitee@exemple.fr', username: 'ines_invitee', role: 'user' },
  'POST /api/admin/create-membership': { userId: 1, membershipType: 'standard', duration: 12, amount: 30 },
  'POST /api/admin/members/{id}/renew': { duration: 12, amount: 30, membershipType: 'standard' },
  'POST /api/admin/memberships/{membershipId}/payment': { paymentMethod: 'cheque', paidOn: '2026-01-15' },
  'POST /api/events': { ...event, recurrence: { frequency: 'weekly', count: 3 } },
  'PUT /api/events/{id}': event,
  'POST /api/donations/checkout': donor,
  'POST /api/admin/donations': { ...donor, method: 'cheque', receivedOn: '2026-01-15' },
  'POST /api/users/me/tax-receipts/yearly': { year: 2026 },
  'POST /api/memberships/me/checkout': { durationMonths: 12 },
  // `data` and `metadata` are HelloAsso's, read only to find the payment: their strings are nobody's field.
  // The contact section holds every kind of field: lines, an e-mail, a web address, numbers, a list of days.
  'PUT /api/admin/association-settings/{section}': { version: 1, value: SEEDED_ASSOCIATION_SETTINGS.contact },
  'POST /api/admin/association-settings/{section}/restore': { version: 1, restore_version: 1 },
  'POST /api/events/{id}/organisers': { user_id: 1 },
  'POST /api/admin/news': { title: 'Un titre', summary: 'Un résumé.', body: 'Du texte.', status: 'draft' },
  'PUT /api/admin/news/{id}': { title: 'Un titre', summary: 'Un résumé.', body: 'Du texte.', status: 'draft' },
  'POST /api/admin/news/preview': { body: 'Du **texte**.' },
  'PUT /api/users/me/mail-preferences': { association_news: true, new_events: false, volunteer_calls: false },
  'POST /api/admin/announcements': announcement,
  'PUT /api/admin/announcements/{id}': announcement,
  'POST /api/admin/announcements/preview': announcement,
  'POST /api/admin/announcements/recipients-count': { kind: 'new_events', segment: { type: 'event_participants', event_id: 1 } },
  'POST /api/admin/announcements/{id}/send': { scheduled_at: '2030-05-02T18:00:00.000Z' },
  'PUT /api/events/{id}/photos/order': { photo_ids: [1] },
  'PUT /api/events/{id}/photos/cover': { photo_id: 1 },
  'PUT /api/events/{id}/photos/{photoId}': { caption: 'Le concert', alt: 'La scène', is_hidden: false },
  'POST /api/photos/{id}/removal-request': { reason: '' },
  'POST /api/admin/roles/grant': { user_id: 1, role: 'organiser', current_password: PASSWORD },
  'POST /api/admin/roles/remove': { user_id: 1, role: 'organiser', current_password: PASSWORD },
  'POST /api/payments/helloasso-webhook': { eventType: 'Order', data: { id: 1 }, metadata: { paymentId: 1 } },
  'POST /api/admin/assemblies': assembly,
  'PUT /api/admin/assemblies/{id}': assembly,
  'POST /api/admin/assemblies/{id}/agenda-items': { title: 'Rapport moral', description: 'Présenté par la présidente.' },
  'PUT /api/admin/assemblies/{id}/agenda-items/{itemId}': { title: 'Rapport moral', description: 'Présenté par la présidente.' },
  'POST /api/admin/assemblies/{id}/resolutions': election,
  'PUT /api/admin/assemblies/{id}/resolutions/{resolutionId}': election,
  'POST /api/admin/assemblies/{id}/convene': { confirm_late: false },
  'POST /api/admin/assemblies/{id}/resolutions/{resolutionId}/open': { without_quorum: false },
  'PUT /api/admin/assemblies/{id}/voters/{voterId}/check-in': { present: true },
  'PUT /api/admin/assemblies/{id}/resolutions/{resolutionId}/paper-totals': { yes: 1, no: 0, abstain: 0, candidates: [] },
  'POST /api/admin/assemblies/{id}/close': { chair_name: 'Marie Curie', secretary_name: 'Anne Moreau' },
  // The document's upload is multipart (the walk sends it its own bodies); renaming and the treasury's accounts are JSON.
  'PUT /api/admin/assemblies/{id}/documents/{documentId}': { title: 'Rapport moral 2026', position: 0 },
  'POST /api/admin/assemblies/{id}/documents/treasury-accounts': { year: 2026, title: 'Comptes de l’année 2026' },
  'PUT /api/assemblies/{id}/answer': { answer: 'proxy', proxy_holder_id: 1 },
  'POST /api/assemblies/{id}/resolutions/{resolutionId}/vote': { voter_id: 1, choice: 'yes', candidate_ids: [] },
  'POST /api/assemblies/{id}/receipt-check': { receipt_code: 'ABCDE-FGHJK-MNPQR-STVWX' },
};

/** Each string of `body`, wherever it is (nested objects, arrays), replaced by `replacement` in turn. */
export function* bodiesWithEachStringReplaced(body: unknown, replacement: string): Generator<{ path: string; body: unknown }> {
  if (typeof body === 'string') {
    yield { path: '', body: replacement };
    return;
  }
  if (body === null || typeof body !== 'object') return;
  for (const [key, value] of Object.entries(body)) {
    for (const variant of bodiesWithEachStringReplaced(value, replacement)) {
      const copy: Record<string, unknown> | unknown[] = Array.isArray(body) ? [...body] : { ...body };
      (copy as Record<string, unknown>)[key] = variant.body;
      yield { path: variant.path ? `${key}.${variant.path}` : key, body: copy };
    }
  }
}
