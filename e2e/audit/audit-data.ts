import sharp from 'sharp';
import { AUDIT_ADMIN } from './audit-server';

export const AUDIT_MEMBER = {
  firstName: 'Léa',
  lastName: 'Audit',
  username: 'lea.audit',
  email: 'lea.audit@exemple.fr',
  password: 'audit-membre-motdepasse',
};

export interface AuditData {
  /** An upcoming event (the member is registered to it). */
  eventId: number | null;
  memberId: number | null;
  /** A published article (issue 26), with its event's card in its text. */
  newsSlug: string | null;
  /** An announcement sent and published on the site (issue 27), with the article's card. */
  announcementId: number | null;
  /** Problems met while preparing the data: the pages that need it are then audited without it. */
  problems: string[];
}

async function callApi(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text.slice(0, 200)}`);
  return json as Record<string, unknown>;
}

type EventLike = { id?: number; _id?: number; date?: string; event_date?: string };

const ALBUM_COLOURS = ['#7a2e12', '#1f4e5f', '#4a5d23'];

/** Three photos in the album of the sample event of twenty days ago, so that `/galerie` shows an album. */
async function fillPastEventAlbum(baseUrl: string, adminToken: string): Promise<number> {
  const past = (await callApi(baseUrl, 'GET', '/api/events?when=past&limit=100')) as { events?: Array<{ id: number }> };
  const event = past.events?.[0];
  if (!event) throw new Error('aucun événement passé');
  for (const [index, background] of ALBUM_COLOURS.entries()) {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`);
    const response = await fetch(`${baseUrl}/api/events/${event.id}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    if (!response.ok) throw new Error(`POST /api/events/${event.id}/photos → ${response.status} ${(await response.text()).slice(0, 200)}`);
  }
  return event.id;
}

/**
 * Everything the pages need to show their full state: a member registered to an event, a contact
 * message for the admin's inbox, a membership with its invoice.
 */
export async function prepareAuditData(baseUrl: string): Promise<AuditData> {
  const problems: string[] = [];
  const attempt = async <T>(what: string, action: () => Promise<T>): Promise<T | null> => {
    try {
      return await action();
    } catch (error) {
      problems.push(`${what} : ${(error as Error).message}`);
      return null;
    }
  };

  const admin = await callApi(baseUrl, 'POST', '/api/auth/login', { email: AUDIT_ADMIN.email, password: AUDIT_ADMIN.password });
  const adminToken = String(admin.access_token);
  const member = await callApi(baseUrl, 'POST', '/api/auth/register', {
    firstName: AUDIT_MEMBER.firstName,
    lastName: AUDIT_MEMBER.lastName,
    username: AUDIT_MEMBER.username,
    email: AUDIT_MEMBER.email,
    password: AUDIT_MEMBER.password,
  });
  const memberToken = String(member.access_token);
  const memberId = Number((member.user as { id: number }).id);

  const eventsBody = await attempt('liste des événements', () => callApi(baseUrl, 'GET', '/api/events'));
  const events: EventLike[] = Array.isArray(eventsBody) ? (eventsBody as EventLike[]) : ((eventsBody?.events as EventLike[] | undefined) ?? []);
  const now = Date.now();
  const upcoming = events.find((event) => new Date(event.date ?? event.event_date ?? 0).getTime() >= now) ?? events[0];
  const eventId = upcoming ? Number(upcoming.id ?? upcoming._id) : null;
  if (eventId === null) problems.push('aucun événement : les pages /events/{id} et /events/edit/{id} ne sont pas auditées');
  else await attempt("inscription du membre à l'événement", () => callApi(baseUrl, 'POST', `/api/events/${eventId}/join`, {}, memberToken));

  await attempt('message de contact', () =>
    callApi(baseUrl, 'POST', '/api/contact', {
      name: 'Karim Visiteur',
      email: 'karim.visiteur@exemple.fr',
      subject: 'Question sur les ateliers',
      message: "Bonjour, les ateliers du samedi sont-ils ouverts aux enfants de 10 ans ? Faut-il s'inscrire à l'avance ? Merci beaucoup pour votre réponse.",
    }),
  );
  await attempt('adhésion du membre', () =>
    callApi(baseUrl, 'POST', '/api/admin/create-membership', { userId: memberId, membershipType: 'standard', duration: 12, amount: 25 }, adminToken),
  );

  const article = await attempt('article publié', () =>
    callApi(
      baseUrl,
      'POST',
      '/api/admin/news',
      {
        title: 'Le concert de printemps a rempli la salle',
        summary: 'Trois chorales et un orchestre, deux cents spectateurs et un grand merci aux bénévoles.',
        body: [
          '## Le programme',
          '',
          'Un moment **inoubliable**, avec des chants de [cinq pays](https://fr.wikipedia.org/wiki/Chorale).',
          '',
          '- Trois chorales',
          '- Un orchestre',
          '',
          '> Merci à toutes et à tous.',
          ...(eventId === null ? [] : ['', `[Le prochain rendez-vous](/events/${eventId})`]),
        ].join('\n'),
        tags: ['concert', 'bénévoles'],
        status: 'published',
        event_id: eventId,
      },
      adminToken,
    ),
  );
  const newsSlug = typeof article?.slug === 'string' ? article.slug : null;
  const album = await attempt("album d'un événement passé", () => fillPastEventAlbum(baseUrl, adminToken));
  if (album === null) problems.push('aucun album : /galerie est auditée vide');

  if (newsSlug === null) problems.push('aucun article : la page /actualites/{slug} n’est pas auditée');

  // Sent at once to those who chose the association's news (nobody here): it is on /annonces at once.
  const announcement = await attempt('annonce publiée', async () => {
    const created = await callApi(
      baseUrl,
      'POST',
      '/api/admin/announcements',
      {
        subject: 'La saison d’automne est ouverte',
        body_markdown: [
          'Bonjour à toutes et à tous,',
          '',
          'Les **ateliers** reprennent et la chorale cherche des voix.',
          '',
          '- Cours de français',
          '- Chorale',
        ].join('\n'),
        kind: 'association_news',
        segment: { type: 'consenting' },
        attachment: typeof article?.id === 'number' ? { type: 'article', id: article.id } : null,
        archive: 'public',
      },
      adminToken,
    );
    await callApi(baseUrl, 'POST', `/api/admin/announcements/${String(created?.id)}/send`, { scheduled_at: null }, adminToken);
    return created;
  });
  const announcementId = typeof announcement?.id === 'number' ? announcement.id : null;
  if (announcementId === null) problems.push('aucune annonce : la page /annonces/{id} est auditée sans elle');

  return { eventId, memberId, newsSlug, announcementId, problems };
}
