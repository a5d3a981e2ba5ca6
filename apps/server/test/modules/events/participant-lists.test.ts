import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES, EVENT_MESSAGES, PARTICIPANTS_CSV, type TEventParticipantsResponse, ROLE_MESSAGES } from '@action-plus/contract';
import { registrations, users, waitingListEntries } from '#db/schema';
import { createAppWithAdminAndMember, insertEvent, type TestUser } from '#test/support/event-fixtures';
import type { TestApp } from '#test/support/test-app';

let personCounter = 0;

/** A member with the names the test needs (the CSV's escaping is about names). */
async function insertPerson(testApp: TestApp, firstName: string, lastName: string, email?: string) {
  personCounter += 1;
  const [row] = await testApp.context.db
    .insert(users)
    .values({ firstName, lastName, username: `personne-${personCounter}`, email: email ?? `personne-${personCounter}@exemple.fr`, passwordHash: null })
    .returning();
  return row!;
}

const register = (testApp: TestApp, eventId: number, userId: number, createdAt: Date) =>
  testApp.context.db.insert(registrations).values({ eventId, userId, createdAt });
const addToWaitingList = (testApp: TestApp, eventId: number, userId: number, createdAt: Date) =>
  testApp.context.db.insert(waitingListEntries).values({ eventId, userId, createdAt });

/** The CSV's rows as a spreadsheet reads them (quoted cells may hold `;`, `""` and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    if (character === '"' && cell === '') {
      const end = text.indexOf('"', index + 1);
      let quoted = text.slice(index + 1, end);
      index = end + 1;
      while (text[index] === '"') {
        const next = text.indexOf('"', index + 1);
        quoted += `"${text.slice(index + 1, next)}`;
        index = next + 1;
      }
      cell = quoted;
      continue;
    }
    if (character === ';') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
    index += 1;
  }
  return rows;
}

describe("the organiser's participant lists", () => {
  let testApp: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => ({ testApp, admin, member } = await createAppWithAdminAndMember()));
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = admin.authorization) => testApp.app.inject({ method: 'GET', url, headers });

  it('lists participants in the order they joined and the waiting list in line order, with user ids and positions', async () => {
    const event = await insertEvent(testApp, { startsAt: new Date(Date.now() + 5 * 86_400_000), maxParticipants: 2 });
    const sameInstant = new Date('2026-03-02T09:00:00.000Z');
    const first = await insertPerson(testApp, 'Zoé', 'Durand');
    const second = await insertPerson(testApp, 'Karim', 'Benali');
    const waitingLater = await insertPerson(testApp, 'Élodie', 'Lefèvre');
    const waitingFirst = await insertPerson(testApp, 'Hugo', 'Arnaud');
    const waitingTie = await insertPerson(testApp, 'Inès', 'Moreau');
    // Inserted out of order: the list follows the instants, then the row ids for equal instants.
    await register(testApp, event.id, second.id, new Date('2026-03-01T12:00:00.000Z'));
    await register(testApp, event.id, first.id, new Date('2026-03-01T08:00:00.000Z'));
    await addToWaitingList(testApp, event.id, waitingLater.id, new Date('2026-03-03T10:00:00.000Z'));
    await addToWaitingList(testApp, event.id, waitingFirst.id, sameInstant);
    await addToWaitingList(testApp, event.id, waitingTie.id, sameInstant);

    const response = await get(`/api/events/${event.id}/participants`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<TEventParticipantsResponse>()).toEqual({
      event_id: event.id,
      participants: [
        { user_id: first.id, firstName: 'Zoé', lastName: 'Durand', email: first.email, registered_at: '2026-03-01T08:00:00.000Z' },
        { user_id: second.id, firstName: 'Karim', lastName: 'Benali', email: second.email, registered_at: '2026-03-01T12:00:00.000Z' },
      ],
      waiting_list: [
        { user_id: waitingFirst.id, firstName: 'Hugo', lastName: 'Arnaud', email: waitingFirst.email, waiting_since: sameInstant.toISOString(), position: 1 },
        { user_id: waitingTie.id, firstName: 'Inès', lastName: 'Moreau', email: waitingTie.email, waiting_since: sameInstant.toISOString(), position: 2 },
        {
          user_id: waitingLater.id,
          firstName: 'Élodie',
          lastName: 'Lefèvre',
          email: waitingLater.email,
          waiting_since: '2026-03-03T10:00:00.000Z',
          position: 3,
        },
      ],
    });
  });

  it('an event nobody joined has two empty lists, and its CSV only the header row', async () => {
    const event = await insertEvent(testApp, { startsAt: new Date(Date.now() + 86_400_000) });
    expect((await get(`/api/events/${event.id}/participants`)).json()).toEqual({ event_id: event.id, participants: [], waiting_list: [] });
    const csv = await get(`/api/events/${event.id}/participants.csv`);
    expect(csv.body).toBe(`\uFEFF${PARTICIPANTS_CSV.headers.join(';')}\r\n`);
  });

  it('exports a CSV for French Excel: BOM, « ; », CRLF, French headers, Paris dates, status and position', async () => {
    const event = await insertEvent(testApp, { startsAt: new Date(Date.now() + 5 * 86_400_000), maxParticipants: 1 });
    const winter = await insertPerson(testApp, 'Zoé', 'Durand', 'zoe.durand@exemple.fr');
    const summer = await insertPerson(testApp, 'Hugo', 'Arnaud', 'hugo.arnaud@exemple.fr');
    await register(testApp, event.id, winter.id, new Date('2026-01-10T08:05:00.000Z'));
    await addToWaitingList(testApp, event.id, summer.id, new Date('2026-07-14T17:30:00.000Z'));

    const response = await get(`/api/events/${event.id}/participants.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="participants-evenement-${event.id}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        "Statut;Nom;Prénom;E-mail;Date d'inscription;Position sur la liste d'attente",
        'Inscrit;Durand;Zoé;zoe.durand@exemple.fr;10/01/2026 09:05;',
        "Liste d'attente;Arnaud;Hugo;hugo.arnaud@exemple.fr;14/07/2026 19:30;1",
        '',
      ].join('\r\n'),
    );
  });

  it('quotes cells holding « ; », quotes or line breaks, and neutralises cells a spreadsheet would run as formulas', async () => {
    const event = await insertEvent(testApp, { startsAt: new Date(Date.now() + 5 * 86_400_000) });
    const names: [string, string][] = [
      ['Jean;Paul', 'Dit "le Grand"'],
      ['=HYPERLINK("http://exemple.com";"clic")', '+33 6 00 00 00 00'],
      ['-2+3', '@SOMME(A1:A2)'],
      ['\tTabulé', '\rRetour'],
      ['Ligne\nsuivante', 'Normal'],
    ];
    for (const [index, [firstName, lastName]] of names.entries()) {
      const person = await insertPerson(testApp, firstName, lastName, `echappement-${index}@exemple.fr`);
      await register(testApp, event.id, person.id, new Date(Date.UTC(2026, 1, 1, 10, index)));
    }

    const text = (await get(`/api/events/${event.id}/participants.csv`)).body;
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toBe('Inscrit;"Dit ""le Grand""";"Jean;Paul";echappement-0@exemple.fr;01/02/2026 11:00;');
    expect(lines[2]).toBe(`Inscrit;'+33 6 00 00 00 00;"'=HYPERLINK(""http://exemple.com"";""clic"")";echappement-1@exemple.fr;01/02/2026 11:01;`);
    expect(lines[3]).toBe("Inscrit;'@SOMME(A1:A2);'-2+3;echappement-2@exemple.fr;01/02/2026 11:02;");
    // A leading carriage return both starts a formula in some readers and breaks the line: neutralised and quoted.
    expect(lines[4]).toBe(`Inscrit;"'\rRetour";'\tTabulé;echappement-3@exemple.fr;01/02/2026 11:03;`);

    // Read back as a spreadsheet would, every name is whole, in its own cell, never starting a formula.
    const rows = parseCsv(text.slice(1));
    expect(rows.map((row) => row.length)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(rows.slice(1).map((row) => [row[2], row[1]])).toEqual([
      ['Jean;Paul', 'Dit "le Grand"'],
      ['\'=HYPERLINK("http://exemple.com";"clic")', "'+33 6 00 00 00 00"],
      ["'-2+3", "'@SOMME(A1:A2)"],
      ["'\tTabulé", "'\rRetour"],
      ['Ligne\nsuivante', 'Normal'],
    ]);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('answers a French 404 for an unknown event, on both routes', async () => {
    for (const url of ['/api/events/999999/participants', '/api/events/999999/participants.csv']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: EVENT_MESSAGES.eventNotFound });
    }
  });

  it('refuses visitors (401) and members (403), even a participant of the event', async () => {
    const event = await insertEvent(testApp, { startsAt: new Date(Date.now() + 86_400_000) });
    await register(testApp, event.id, member.user.id, new Date());
    for (const url of [`/api/events/${event.id}/participants`, `/api/events/${event.id}/participants.csv`]) {
      const visitor = await get(url, {});
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json(), url).toEqual({ detail: COMMON_MESSAGES.authenticationRequired });
      const asMember = await get(url, member.authorization);
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.json(), url).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
    }
  });

  it("no other route shows a participant's or a waiting member's name or address to a visitor or another member", async () => {
    const event = await insertEvent(testApp, { startsAt: new Date(Date.now() + 3 * 86_400_000), maxParticipants: 1, title: 'Atelier discret' });
    const participant = await insertPerson(testApp, 'Séraphine', 'Quintanilla', 'seraphine.quintanilla@exemple.fr');
    const waiting = await insertPerson(testApp, 'Anatole', 'Vasquez-Oberlin', 'anatole.vasquez@exemple.fr');
    await register(testApp, event.id, participant.id, new Date());
    await addToWaitingList(testApp, event.id, waiting.id, new Date());
    // The admin does see them: the secrets are there to be found.
    const lists = (await get(`/api/events/${event.id}/participants`)).body;
    for (const secret of ['Quintanilla', 'seraphine.quintanilla@exemple.fr', 'Vasquez-Oberlin', 'anatole.vasquez@exemple.fr']) expect(lists).toContain(secret);

    const routes = testApp.app.registeredRoutes.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      // Every parameter names the event, then the participant: whichever a route reads.
      for (const id of [event.id, participant.id, waiting.id]) {
        const url = route.url.replace(/:[A-Za-z]+/g, String(id));
        for (const headers of [{}, member.authorization]) {
          const response = await get(url, headers);
          for (const secret of ['Quintanilla', 'seraphine.quintanilla', 'Vasquez-Oberlin', 'anatole.vasquez', 'Séraphine', 'Anatole']) {
            expect(response.body, `${url} (${'authorization' in headers ? 'membre' : 'visiteur'})`).not.toContain(secret);
          }
        }
      }
    }
  });
});
