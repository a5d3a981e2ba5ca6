import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema';
import { composeMail } from '#modules/mail/mail-layout';
import { createTestAppWithMail, type TestAppWithMail } from '#test/support/test-app';

describe('the mailer’s attachments and headers', () => {
  let testApp: TestAppWithMail;
  beforeAll(async () => {
    testApp = await createTestAppWithMail();
  });
  afterAll(() => testApp.close());

  it('sends what the outbox row holds, then keeps neither the files nor the headers', async () => {
    const content = composeMail({ subject: 'Avec pièce jointe', blocks: ['Voici le fichier.'] });
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const { id } = await testApp.context.mailer.queueMail({
      to: 'joint@exemple.fr',
      write: (association) => ({
        ...content.write(association),
        attachments: [{ filename: 'evenement-1.ics', contentType: 'text/calendar; charset=utf-8', contentBase64: Buffer.from(calendar).toString('base64') }],
        headers: { 'List-Unsubscribe': '<https://exemple.fr/desinscription>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    });
    const mail = await testApp.smtp.waitForMail((candidate) => candidate.to.includes('joint@exemple.fr'));
    expect(mail.text).toContain('Voici le fichier.');
    expect(mail.attachments).toEqual([
      { filename: 'evenement-1.ics', contentType: expect.stringMatching(/^text\/calendar/), content: calendar, bytes: Buffer.from(calendar) },
    ]);
    expect(mail.headers['list-unsubscribe']).toBe('<https://exemple.fr/desinscription>');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    await testApp.context.mailer.whenIdle();
    const [row] = await testApp.context.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attachments: [], headers: {}, textBody: '' });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('stores mails through a transaction without sending them; a rollback leaves none', async () => {
    const mail = { to: 'annule@exemple.fr', ...composeMail({ subject: 'Jamais envoyé', blocks: ['x'] }) };
    await expect(
      testApp.context.db.transaction(async (tx) => {
        await testApp.context.mailer.storeMails(tx, [mail]);
        throw new Error('retour en arrière');
      }),
    ).rejects.toThrow('retour en arrière');
    expect(await testApp.context.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'annule@exemple.fr'))).toEqual([]);

    const ids = await testApp.context.db.transaction((tx) => testApp.context.mailer.storeMails(tx, [{ ...mail, to: 'garde@exemple.fr' }]));
    testApp.context.mailer.sendStoredMails(ids);
    expect((await testApp.smtp.waitForMail((candidate) => candidate.to.includes('garde@exemple.fr'))).subject).toBe('Jamais envoyé');
    await testApp.context.mailer.whenIdle();
  });
});
