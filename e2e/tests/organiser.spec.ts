import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { PARTICIPANTS_CSV, ROLE_MESSAGES, WAITING_LIST_MESSAGES, participantsCsvFileName } from '@action-plus/contract';
import { ORGANISER_MESSAGES } from '@action-plus/web/messages/events';
import { E2E_ADMIN, createMemberData, type TMemberData } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { logInThroughForm, registerMember } from '../support/members';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

/** The automatic axe audit can hold a loaded page's main thread for seconds on a busy machine. */
const SLOW_PAGE = { timeout: 30_000 };

async function bearerOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

/** A member signed up through the API, with the token their own calls carry. */
async function signUp(request: APIRequestContext, member: TMemberData) {
  await registerMember(request, member);
  return { member, headers: await bearerOf(request, member.email, member.password) };
}

const fullName = (member: TMemberData) => `${member.firstName} ${member.lastName}`;
const panel = (page: Page) => page.getByRole('region', { name: ORGANISER_MESSAGES.panelHeading });

test('the organiser sees the participant list, downloads the CSV and opens the attendance sheet', async ({ page, request }) => {
  test.setTimeout(150_000);
  const unique = Date.now().toString(36);
  const title = `Atelier calligraphie ${unique}`;
  // Names a spreadsheet would misread: a « ; » and quotes in one, a formula in the other.
  const zoe = { ...createMemberData('Zoé'), lastName: `Zidane-${unique}` };
  const karim = { ...createMemberData('Karim'), lastName: `Benali ; dit "le Grand" ${unique}` };
  const hugo = { ...createMemberData('@Hugo'), lastName: `=Arnaud+${unique}` };
  let eventId = 0;

  await test.step('two members take the two places and a third waits for one', async () => {
    const admin = await bearerOf(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const created = await request.post('/api/events', {
      headers: admin,
      data: {
        title,
        description: 'Plumes, encres et papiers : une initiation.',
        date: '2098-05-12',
        time: '18:30',
        location: 'Salle Braun, Metz',
        max_participants: 2,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    eventId = ((await created.json()) as { id: number }).id;

    for (const person of [zoe, karim]) {
      const { headers } = await signUp(request, person);
      expect((await request.post(`/api/events/${eventId}/join`, { headers })).status()).toBe(200);
    }
    const waiting = await signUp(request, hugo);
    expect((await request.post(`/api/events/${eventId}/waiting-list`, { headers: waiting.headers })).status()).toBe(200);

    // Nobody but an admin reads the lists, not even a participant.
    expect((await request.get(`/api/events/${eventId}/participants`)).status()).toBe(401);
    expect((await request.get(`/api/events/${eventId}/participants.csv`, { headers: waiting.headers })).status()).toBe(403);
    // The pages the server sends rendered name nobody either.
    for (const path of [`/events/${eventId}`, `/events/${eventId}/emargement`, '/events', '/']) {
      const html = await (await request.get(path)).text();
      for (const person of [zoe, karim, hugo]) expect(html, path).not.toContain(person.email);
      expect(html, path).not.toContain(`Zidane-${unique}`);
    }
  });

  await test.step("the event's page shows the admin who is coming and who is waiting", async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' })).toBeVisible(SLOW_PAGE);
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW_PAGE);

    await expect(panel(page).getByRole('heading', { name: 'Participants (2)' })).toBeVisible(SLOW_PAGE);
    const participants = panel(page).getByRole('table', { name: ORGANISER_MESSAGES.participantsCaption });
    await expect(participants.getByRole('rowheader')).toHaveText([fullName(zoe), fullName(karim)]);
    await expect(participants.getByRole('row', { name: new RegExp(zoe.lastName) })).toContainText(zoe.email);
    await expect(panel(page).getByRole('heading', { name: "Liste d'attente (1)" })).toBeVisible();
    const waiting = panel(page).getByRole('table', { name: ORGANISER_MESSAGES.waitingListCaption });
    await expect(waiting.getByRole('row', { name: new RegExp(`Arnaud\\+${unique}`) })).toContainText(hugo.email);
    await checkAccessibility(page);
  });

  await test.step('the CSV opens in French Excel as it is: BOM, « ; », CRLF, quoted and neutralised cells', async () => {
    const downloading = page.waitForEvent('download');
    await panel(page).getByRole('button', { name: ORGANISER_MESSAGES.downloadCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(participantsCsvFileName(eventId));
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    const date = String.raw`\d\d/\d\d/\d{4} \d\d:\d\d`;
    expect(lines[0]).toBe(PARTICIPANTS_CSV.headers.join(';'));
    expect(lines[1]).toMatch(new RegExp(`^Inscrit;Zidane-${unique};Zoé;${zoe.email.replaceAll('.', '\\.')};${date};$`));
    expect(lines[2]).toMatch(new RegExp(`^Inscrit;"Benali ; dit ""le Grand"" ${unique}";Karim;${karim.email.replaceAll('.', '\\.')};${date};$`));
    expect(lines[3]).toMatch(new RegExp(`^Liste d'attente;'=Arnaud\\+${unique};'@Hugo;${hugo.email.replaceAll('.', '\\.')};${date};1$`));
    expect(lines.slice(4)).toEqual(['']);
  });

  await test.step('the attendance sheet lists the participants by last name, ready to print', async () => {
    await panel(page).getByRole('link', { name: ORGANISER_MESSAGES.attendanceSheetLink }).click();
    await expect(page).toHaveURL(`/events/${eventId}/emargement`);
    await expect(page.getByRole('heading', { level: 1, name: "Feuille d'émargement" })).toBeVisible(SLOW_PAGE);
    await expect(page.getByText(ACTION_PLUS.identity.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('lundi 12 mai 2098 à 18:30 · Salle Braun, Metz')).toBeVisible();
    const sheet = page.getByRole('table', { name: ORGANISER_MESSAGES.sheetCaption });
    await expect(sheet.getByRole('rowheader')).toHaveText([karim.lastName, zoe.lastName]);
    await expect(sheet.getByRole('columnheader')).toHaveText(['N°', 'Nom', 'Prénom', 'Signature']);
    await expect(page.getByText(hugo.lastName)).toHaveCount(0);
    await checkAccessibility(page);

    // Printed: the sheet alone, black on white, ruled, its header row on every page, no row split.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    await expect(page.getByRole('button', { name: ORGANISER_MESSAGES.print })).toBeHidden();
    await expect(page.getByRole('link', { name: ORGANISER_MESSAGES.backToEvent })).toBeHidden();
    await expect(sheet).toBeVisible();
    const printed = await sheet.evaluate((table) => {
      const style = (element: Element) => getComputedStyle(element);
      const cell = table.querySelector('tbody td')!;
      return {
        header: style(table.querySelector('thead')!).display,
        row: style(table.querySelector('tbody tr')!).breakInside,
        border: `${style(cell).borderTopStyle} ${style(cell).borderTopColor}`,
        text: style(cell).color,
        background: style(document.body).backgroundColor,
      };
    });
    expect(printed).toEqual({
      header: 'table-header-group',
      row: 'avoid',
      border: 'solid rgb(0, 0, 0)',
      text: 'rgb(0, 0, 0)',
      background: 'rgb(255, 255, 255)',
    });
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: ORGANISER_MESSAGES.print })).toBeVisible();
  });

  await test.step('the organiser removes a participant: the first in line takes the place', async () => {
    await page.getByRole('link', { name: ORGANISER_MESSAGES.backToEvent }).click();
    await expect(panel(page).getByRole('heading', { name: 'Participants (2)' })).toBeVisible(SLOW_PAGE);
    await panel(page)
      .getByRole('button', { name: ORGANISER_MESSAGES.removePerson(fullName(zoe)) })
      .click();
    const dialog = page.getByRole('dialog', { name: ORGANISER_MESSAGES.removeHeading });
    await expect(dialog).toContainText(zoe.email);
    await checkAccessibility(page);
    await dialog.getByRole('button', { name: ORGANISER_MESSAGES.remove, exact: true }).click();
    await expect(page.getByText(WAITING_LIST_MESSAGES.participantRemoved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(panel(page).getByRole('heading', { name: "Liste d'attente (0)" })).toBeVisible();
    const participants = panel(page).getByRole('table', { name: ORGANISER_MESSAGES.participantsCaption });
    await expect(participants.getByRole('rowheader')).toHaveText([fullName(karim), fullName(hugo)]);
  });
});

test('an organiser makes a colleague co-organiser of their event, who then gets its tools', async ({ page, request }) => {
  test.setTimeout(150_000);
  const unique = Date.now().toString(36);
  const title = `Atelier reliure ${unique}`;
  const creator = { ...createMemberData('Aïcha'), lastName: `Benali-${unique}` };
  const colleague = { ...createMemberData('Николай'), lastName: `Петров-${unique}` };
  let eventId = 0;

  await test.step('the admin gives both the Organisateur role, and the first creates an event', async () => {
    const admin = await bearerOf(request, E2E_ADMIN.email, E2E_ADMIN.password);
    for (const person of [creator, colleague]) {
      const { headers } = await signUp(request, person);
      const { id } = (await (await request.get('/api/users/me', { headers })).json()) as { id: number };
      const granted = await request.post('/api/admin/roles/grant', {
        headers: admin,
        data: { user_id: id, role: 'organiser', current_password: E2E_ADMIN.password },
      });
      expect(granted.status(), await granted.text()).toBe(200);
    }
    const created = await request.post('/api/events', {
      headers: await bearerOf(request, creator.email, creator.password),
      data: { title, description: 'Coudre un carnet à la main.', date: '2098-06-20', time: '14:00', location: 'Salle Braun, Metz', max_participants: 8 },
    });
    expect(created.status(), await created.text()).toBe(201);
    eventId = ((await created.json()) as { id: number }).id;
  });

  await test.step('on the event page, its creator chooses the colleague among the organisers', async () => {
    await logInThroughForm(page, creator.email, creator.password);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' })).toBeVisible(SLOW_PAGE);
    await page.goto(`/events/${eventId}`);
    const organisers = panel(page).getByRole('list', { name: ORGANISER_MESSAGES.organisersCaption });
    await expect(organisers).toContainText(fullName(creator), SLOW_PAGE);
    await panel(page)
      .getByRole('combobox', { name: ORGANISER_MESSAGES.organiserCandidateLabel })
      .selectOption({ label: fullName(colleague) });
    await panel(page).getByRole('button', { name: ORGANISER_MESSAGES.addOrganiser, exact: true }).click();
    await expect(page.getByText(ROLE_MESSAGES.organiserAdded)).toBeVisible();
    await expect(organisers).toContainText(fullName(colleague));
    await checkAccessibility(page);
  });

  await test.step('the colleague, signed in, manages the event but assigns nobody', async () => {
    await page.context().clearCookies();
    await logInThroughForm(page, colleague.email, colleague.password);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' })).toBeVisible(SLOW_PAGE);
    await page.goto(`/events/${eventId}`);
    await expect(panel(page).getByRole('heading', { name: 'Participants (0)' })).toBeVisible(SLOW_PAGE);
    await expect(panel(page).getByRole('list', { name: ORGANISER_MESSAGES.organisersCaption })).toContainText(fullName(colleague));
    await expect(panel(page).getByRole('combobox', { name: ORGANISER_MESSAGES.organiserCandidateLabel })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Modifier' })).toBeVisible();
  });
});
