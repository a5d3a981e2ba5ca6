import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SCRIPTLESS_FRAMES, WCAG_TAGS } from '../support/accessibility';
import { AUDIT_ADMIN } from './audit-server';
import { PATHS } from '@action-plus/contract';
import { AUDIT_MEMBER, type AuditData } from './audit-data';
import { auditedPages } from './audited-pages';

export type AuditState = 'visiteur' | 'membre' | 'admin';

/** One screen to audit: a route, optionally brought into a state (a tab, an open modal, the mobile menu). */
interface AuditView {
  path: string;
  label?: string;
  isMobile?: boolean;
  prepare?: (page: Page) => Promise<void>;
}

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export interface AxeResult {
  state: AuditState;
  view: string;
  url: string;
  violations: AxeViolationSummary[];
  /** Why the view could not be brought into its state (a button missing, say). */
  unreachable?: string;
}

const FIND_TIMEOUT_MS = 5000;

async function clickFirst(page: Page, role: 'button' | 'tab' | 'link', name: RegExp) {
  const target = page.getByRole(role, { name }).filter({ visible: true }).first();
  await target.waitFor({ state: 'visible', timeout: FIND_TIMEOUT_MS });
  await target.click();
}

async function waitForDialog(page: Page) {
  await page.getByRole('dialog').filter({ visible: true }).last().waitFor({ state: 'visible', timeout: FIND_TIMEOUT_MS });
  // Let the opening transition end so that colours are measured as they are read.
  await page.waitForTimeout(400);
}

const openDialog = (role: 'button' | 'tab' | 'link', name: RegExp) => async (page: Page) => {
  await clickFirst(page, role, name);
  await waitForDialog(page);
};

const openTab = (name: RegExp) => async (page: Page) => {
  await clickFirst(page, 'tab', name);
  await page.waitForTimeout(300);
};

/** The first section's « Historique », once its versions are listed. */
const openHistory = async (page: Page) => {
  const summary = page
    .locator('details summary')
    .filter({ hasText: /historique/i })
    .first();
  await summary.waitFor({ state: 'visible', timeout: FIND_TIMEOUT_MS });
  await summary.click();
  await page.waitForTimeout(600);
};

/** The article's editor submitted empty: every field's error shows. */
const showNewsErrors = async (page: Page) => {
  await clickFirst(page, 'button', /enregistrer l’article/i);
  await page.waitForTimeout(400);
};

/** The article's text written, then its preview shown (a phone shows one pane at a time). */
const showNewsPreview = async (page: Page) => {
  const text = page.getByRole('textbox', { name: /texte de l’article/i });
  await text.waitFor({ state: 'visible', timeout: FIND_TIMEOUT_MS });
  await text.fill('## Le programme\n\nUn moment **inoubliable**.\n\n> Merci à toutes et à tous.');
  await clickFirst(page, 'button', /^aperçu$/i);
  await page
    .getByRole('region', { name: /aperçu/i })
    .getByRole('heading', { name: 'Le programme' })
    .waitFor({ timeout: FIND_TIMEOUT_MS });
};

const openMobileMenu = async (page: Page) => {
  await clickFirst(page, 'button', /menu/i);
  await page.waitForTimeout(300);
};

function publicViews(data: AuditData): AuditView[] {
  // Every page of the table, the private ones included (a visitor is sent to the login page).
  const views: AuditView[] = auditedPages(data).map((page) => ({ path: page.address }));
  views.push({ path: PATHS.home, label: 'menu mobile ouvert', isMobile: true, prepare: openMobileMenu }, { path: '/page-qui-n-existe-pas', label: 'page 404' });
  return views;
}

function viewsFor(state: AuditState, data: AuditData): AuditView[] {
  const views = publicViews(data);
  if (state === 'membre' || state === 'admin') {
    views.push(
      { path: '/profile', label: 'onglet Événements', prepare: openTab(/v[ée]nements/i) },
      { path: '/profile', label: 'onglet Paramètres', prepare: openTab(/param[èe]tres/i) },
      // On a phone too: the profile's tabs wrap as chips there (issue 23), and the event page puts its essentials first.
      { path: '/profile', label: 'profil sur téléphone', isMobile: true },
      { path: '/profile', label: 'onglet Paramètres sur téléphone', isMobile: true, prepare: openTab(/param[èe]tres/i) },
    );
    if (data.eventId !== null) views.push({ path: `/events/${data.eventId}`, label: 'page de l’événement sur téléphone', isMobile: true });
  }
  if (state === 'admin') {
    views.push(
      { path: '/profile', label: 'onglet Messages', prepare: openTab(/messages/i) },
      {
        path: '/profile',
        label: 'modale du message',
        prepare: async (page) => {
          await openTab(/messages/i)(page);
          await openDialog('button', /lire la suite/i)(page);
        },
      },
      {
        path: '/profile',
        label: 'modale de réponse',
        prepare: async (page) => {
          await openTab(/messages/i)(page);
          await openDialog('button', /lire la suite/i)(page);
          await clickFirst(page, 'button', /^répondre$/i);
          await page.waitForTimeout(400);
          await waitForDialog(page);
        },
      },
      { path: '/admin/memberships', label: 'modale nouveau membre', prepare: openDialog('button', /nouveau membre|ajouter un membre|^\+$/i) },
      { path: '/admin/memberships', label: 'modale détails', prepare: openDialog('button', /détails/i) },
      { path: '/admin/memberships', label: 'modale renouvellement', prepare: openDialog('button', /renouveler/i) },
      // The admin tables scroll in a named region on a phone (issue 23).
      { path: '/admin/memberships', label: 'tableau des membres sur téléphone', isMobile: true },
      { path: '/admin/dons', label: 'tableau des dons sur téléphone', isMobile: true },
      // The settings' forms on a phone (issue 24), and a section's history opened.
      { path: PATHS.adminAssociation, label: 'paramètres de l’association sur téléphone', isMobile: true },
      { path: PATHS.adminAssociation, label: 'historique d’une section', prepare: openHistory },
      // The news' editor (issue 26): its errors shown, its preview on a phone, the event to insert.
      { path: `${PATHS.adminNews}?article=nouveau`, label: 'éditeur d’article, erreurs affichées', prepare: showNewsErrors },
      { path: `${PATHS.adminNews}?article=nouveau`, label: 'aperçu de l’article sur téléphone', isMobile: true, prepare: showNewsPreview },
      { path: `${PATHS.adminNews}?article=nouveau`, label: 'insertion d’un événement', prepare: openDialog('button', /^événement$/i) },
      { path: PATHS.adminNews, label: 'articles sur téléphone', isMobile: true },
      { path: PATHS.adminNews, label: 'suppression d’un article', prepare: openDialog('button', /^supprimer/i) },
    );
    if (data.eventId !== null) {
      views.push({ path: `/events/${data.eventId}`, label: 'confirmation de suppression', prepare: openDialog('button', /^supprimer$/i) });
    }
  }
  return views;
}

/** A browser context signed in as `state`: the refresh cookie the sign-in sets is the session the app restores. */
async function createStateContext(browser: Browser, baseUrl: string, state: AuditState, isMobile: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
    viewport: isMobile ? { width: 360, height: 740 } : { width: 1280, height: 800 },
  });
  if (state !== 'visiteur') {
    const credentials = state === 'admin' ? AUDIT_ADMIN : AUDIT_MEMBER;
    const response = await context.request.post('/api/auth/login', { data: { email: credentials.email, password: credentials.password } });
    if (!response.ok()) throw new Error(`Connexion ${state} impossible : ${response.status()} ${await response.text()}`);
  }
  return context;
}

async function auditView(browser: Browser, baseUrl: string, state: AuditState, view: AuditView): Promise<AxeResult> {
  const name = `${view.path}${view.label ? ` (${view.label})` : ''}`;
  const context = await createStateContext(browser, baseUrl, state, view.isMobile ?? false);
  const page = await context.newPage();
  // Native confirm() dialogs (the event deletion) are refused: the audit must change nothing.
  page.on('dialog', (dialog) => void dialog.dismiss());
  try {
    await page.goto(view.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    if (view.prepare) {
      try {
        await view.prepare(page);
      } catch (error) {
        return { state, view: name, url: page.url(), violations: [], unreachable: (error as Error).message.split('\n')[0] };
      }
    }
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(SCRIPTLESS_FRAMES).analyze();
    return {
      state,
      view: name,
      url: page.url(),
      violations: results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      })),
    };
  } finally {
    await context.close();
  }
}

export async function runAxeAudit(browser: Browser, baseUrl: string, data: AuditData, onResult: (result: AxeResult) => void): Promise<AxeResult[]> {
  const results: AxeResult[] = [];
  for (const state of ['visiteur', 'membre', 'admin'] as const) {
    for (const view of viewsFor(state, data)) {
      const result = await auditView(browser, baseUrl, state, view);
      results.push(result);
      onResult(result);
    }
  }
  return results;
}
