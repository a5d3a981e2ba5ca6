import { expect as baseExpect, test as base } from '@playwright/test';
import { auditAccessibility, formatViolations, type AccessibilityOptions, type AccessibilityViolation } from './accessibility';
import { createAuditedScreens, describeScreen } from './audited-screens';

/** How long a page gets to render its content after a navigation before axe looks at it. */
const SETTLE_MS = 400;
const MOVED_ON = /context was destroyed|Target .*closed|has been closed|navigat/i;

/**
 * What React and the browser say when the page the server rendered is not the one the app draws
 * (a hydration mismatch, React's production errors 418 to 425) or when its HTML breaks the CSP.
 */
const FIRST_RENDER_PROBLEM = /hydrat|react\.dev\/errors\/4(18|19|20|21|22|23|25)\b|Content Security Policy/i;

let auditedScreens: ReturnType<typeof createAuditedScreens> | undefined;

type Fixtures = {
  /** Options of the automatic audit: `test.use({ accessibility: { exclude: ['.carte iframe'] } })`. */
  accessibility: AccessibilityOptions;
};

/**
 * Every test audits every page it visits with axe (WCAG 2.1 A and AA): each time the main frame
 * navigates (page loads and client-side route changes alike) once the page has settled, and again
 * on the page it ends on, unless a story of this run audited the same screen already (its address
 * and the shape of its document, whatever names and rows it shows: audited-screens.ts). Axe was
 * most of the stories' time on two cores. Any violation fails the test with the list of them. For
 * a state reached without navigating (a modal, a form's errors) call `checkAccessibility(page)`. A page whose
 * server-rendered HTML the app could not hydrate as it is fails the test too.
 */
export const test = base.extend<Fixtures>({
  accessibility: [{}, { option: true }],

  // Animations off: colours are measured at rest, not mid-fade.
  contextOptions: async ({ contextOptions }, use) => {
    await use({ ...contextOptions, reducedMotion: 'reduce' });
  },

  page: async ({ page, accessibility }, use, testInfo) => {
    const screens = (auditedScreens ??= createAuditedScreens(testInfo.project.outputDir));
    const violations: AccessibilityViolation[] = [];
    const auditErrors: unknown[] = [];
    let queue: Promise<void> = Promise.resolve();
    let pendingTimer: ReturnType<typeof setTimeout> | null = null;
    let navigationCount = 0;
    const firstRenderProblems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && FIRST_RENDER_PROBLEM.test(message.text())) firstRenderProblems.push(`${page.url()} : ${message.text()}`);
    });

    const audit = () => {
      queue = queue.then(async () => {
        if (page.isClosed()) return;
        const navigationCountAtStart = navigationCount;
        try {
          await page.waitForLoadState('load');
          const screen = `${await page.evaluate(describeScreen)} ${JSON.stringify(accessibility)}`;
          if (screens.has(screen)) return;
          const found = await auditAccessibility(page, accessibility);
          violations.push(...found);
          if (found.length === 0) screens.add(screen);
        } catch (error) {
          // The page moved on while axe was reading it (a redirect after a success message, say):
          // axe's script went with the old document. The next page is audited instead.
          const hasMovedOn = navigationCount !== navigationCountAtStart || MOVED_ON.test(String(error));
          if (!hasMovedOn) auditErrors.push(error);
        }
      });
    };

    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || frame.url() === 'about:blank') return;
      navigationCount += 1;
      if (pendingTimer) clearTimeout(pendingTimer);
      pendingTimer = setTimeout(audit, SETTLE_MS);
    });

    await use(page);

    if (pendingTimer) clearTimeout(pendingTimer);
    const hasPassedSoFar = testInfo.status === testInfo.expectedStatus;
    if (hasPassedSoFar) audit();
    await queue;
    if (!hasPassedSoFar) return;
    if (auditErrors.length > 0) throw auditErrors[0];
    baseExpect(firstRenderProblems, 'La page rendue par le serveur diffère de celle de l’application').toEqual([]);
    const unique = [...new Map(violations.map((violation) => [`${violation.url} ${violation.id} ${violation.targets.join()}`, violation])).values()];
    baseExpect(unique, `Violations d'accessibilité :\n${formatViolations(unique)}`).toEqual([]);
  },
});

export const expect = baseExpect;
export { auditAccessibility, checkAccessibility, formatViolations, WCAG_TAGS, type AccessibilityOptions } from './accessibility';
