import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, assemblyMemberPath, MEMBERSHIP_ANNOUNCEMENT_REASON, toParisDate, type TAssembly } from '@action-plus/contract';
import { assemblies, mailOutbox, users } from '#db/schema';
import { fromParisDateTime } from '#lib/paris-time';
import { queueDueAssemblyReminders } from '#modules/assemblies/queue-assembly-mails';
import { saveMailChoices } from '#modules/users/mail-consents-repository';
import { insertMembership } from '#test/support/membership-fixtures';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';

type Person = Awaited<ReturnType<typeof createTestUser>>;
const PUBLIC_URL = 'https://actionplusmetz.org';

describe('the convocation and the reminder of a general assembly', () => {
  let testApp: TestAppWithMail;
  let admin: Person;
  const voters: Person[] = [];
  let unconfirmed: Person;
  let assembly: TAssembly;
  const assemblyDay = addDays(toParisDate(), 20);

  /** The outbox's rows of that subject (their recipients: a sent row keeps no body), and the mails the SMTP stand-in received. */
  const outboxFor = async (subjectStart: string) => (await testApp.context.db.select().from(mailOutbox)).filter((row) => row.subject.startsWith(subjectStart));
  const receivedBy = (recipient: string, subjectStart: string) =>
    testApp.smtp.waitForMail((mail) => mail.to.includes(recipient) && mail.subject.startsWith(subjectStart));

  beforeAll(async () => {
    testApp = await createTestAppWithMail({ publicUrl: PUBLIC_URL });
    admin = await createTestUser(testApp, { role: 'admin' });
    for (let index = 0; index < 3; index += 1) {
      const person = await createTestUser(testApp, { firstName: `Élise${index}`, email: `votant${index}@exemple.fr` });
      await insertMembership(testApp, person.user.id, { startDate: addDays(toParisDate(), -10) });
      voters.push(person);
    }
    unconfirmed = await createTestUser(testApp, { email: 'non-confirme@exemple.fr' });
    await insertMembership(testApp, unconfirmed.user.id, { startDate: addDays(toParisDate(), -10) });
    await testApp.context.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(
        inArray(
          users.id,
          voters.map((person) => person.user.id),
        ),
      );
    // One voter chose no mail at all: the convocation reaches them anyway.
    await saveMailChoices(testApp.context.db, voters[0]!.user.id, { association_news: false, new_events: false, volunteer_calls: false }, 'profile');
    const call = (method: 'POST' | 'PUT', url: string, payload?: object, who: Person = admin) =>
      testApp.app.inject({ method, url, headers: who.authorization, ...(payload === undefined ? {} : { payload }) });
    assembly = (
      await call('POST', '/api/admin/assemblies', { title: 'AG 2026', date: assemblyDay, time: '18:30', place: 'Salle Saint-Exupéry' })
    ).json<TAssembly>();
    await call('POST', `/api/admin/assemblies/${assembly.id}/agenda-items`, { title: 'Rapport moral' });
    await call('POST', `/api/admin/assemblies/${assembly.id}/resolutions`, { title: 'Approbation des comptes', kind: 'ordinary' });
    await call('POST', `/api/admin/assemblies/${assembly.id}/voters/freeze`);
    // A document attached before the convocation is listed in it.
    const form = new FormData();
    form.append('title', 'Rapport moral 2026');
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], { type: 'application/pdf' }), 'rapport.pdf');
    const encoded = new Response(form);
    const attached = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/assemblies/${assembly.id}/documents`,
      headers: { ...admin.authorization, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(attached.statusCode, attached.body).toBe(201);
    expect((await call('POST', `/api/admin/assemblies/${assembly.id}/convene`, {})).statusCode).toBe(200);
    await call('PUT', `/api/assemblies/${assembly.id}/answer`, { answer: 'present' }, voters[1]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('every voter with a confirmed address is convened, whatever their choices of mail, with the agenda, the documents, the link to answer and an .ics', async () => {
    const convocations = await outboxFor('Convocation');
    expect(convocations.map((row) => row.recipient).sort()).toEqual(['votant0@exemple.fr', 'votant1@exemple.fr', 'votant2@exemple.fr']);
    const mail = await receivedBy('votant0@exemple.fr', 'Convocation');
    expect(mail.subject).toBe('Convocation\u00a0: AG 2026');
    for (const expected of [
      'Bonjour Élise0,',
      'Salle Saint-Exupéry',
      '1. Rapport moral',
      'Approbation des comptes',
      'Documents joints\u00a0:',
      '– Rapport moral 2026',
      'Lisez-les, une fois connecté(e), sur la page de l’assemblée.',
      `${PUBLIC_URL}${assemblyMemberPath(assembly.id)}`,
      MEMBERSHIP_ANNOUNCEMENT_REASON,
    ])
      expect(mail.text).toContain(expected);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`assemblee-generale-${assembly.id}.ics`);
    expect(mail.attachments[0]!.content).toContain('BEGIN:VEVENT');
    expect(mail.attachments[0]!.content).toContain(`DTSTART:${fromParisDateTime(assemblyDay, '18:30').toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
  });

  it('three days before, from 09:00 in Paris, the voters who have not answered are reminded once, whatever the instances', async () => {
    const early = new Date(fromParisDateTime(addDays(assemblyDay, -4), '12:00'));
    expect(await queueDueAssemblyReminders(testApp.context.db, { mailer: testApp.context.mailer, publicUrl: PUBLIC_URL }, { now: early })).toBe(0);
    const beforeNine = fromParisDateTime(addDays(assemblyDay, -3), '08:30');
    expect(await queueDueAssemblyReminders(testApp.context.db, { mailer: testApp.context.mailer, publicUrl: PUBLIC_URL }, { now: beforeNine })).toBe(0);
    const due = fromParisDateTime(addDays(assemblyDay, -3), '09:15');
    const runs = await Promise.all(
      [1, 2, 3].map(() => queueDueAssemblyReminders(testApp.context.db, { mailer: testApp.context.mailer, publicUrl: PUBLIC_URL }, { now: due })),
    );
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(2);
    const reminders = await outboxFor('Rappel');
    expect(reminders.map((row) => row.recipient).sort()).toEqual(['votant0@exemple.fr', 'votant2@exemple.fr']);
    expect((await receivedBy('votant2@exemple.fr', 'Rappel')).text).toContain('vous n’avez pas encore répondu');
    const [row] = await testApp.context.db.select().from(assemblies).where(eq(assemblies.id, assembly.id));
    expect(row!.reminderSentAt).toEqual(due);
  });
});
