import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Frames axe is never run in: a sandboxed frame runs no script (the announcement's mail preview, the
 * mail's own HTML shown as it will be sent), so axe cannot be injected there, and waiting for it
 * kept `npm run audit` on `/admin/annonces/{id}` for ever.
 */
export const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

export interface AccessibilityOptions {
  /** CSS selectors left out of the audit: a third-party embed (the map) we do not control. */
  exclude?: string[];
}

export interface AccessibilityViolation {
  url: string;
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

// axe refuses to start while it is already running in a page: the automatic audit after a
// navigation and a test's own check must take turns.
const auditsInProgress = new WeakMap<Page, Promise<unknown>>();

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and returns what it finds. */
export function auditAccessibility(page: Page, options: AccessibilityOptions = {}): Promise<AccessibilityViolation[]> {
  const previous = auditsInProgress.get(page) ?? Promise.resolve();
  const audit = previous.catch(() => undefined).then(() => runAxe(page, options));
  auditsInProgress.set(page, audit);
  return audit;
}

/** How long axe waits for the page's animations to end: a paused one never would. */
const ANIMATIONS_WAIT_MS = 2_000;

/**
 * Resolves when the page's finite CSS animations and transitions have ended (a spinner's endless
 * turn aside), so that axe judges colours at rest: a filter button just pressed, its background
 * still turning primary, or a page behind a modal's fading backdrop, is not what anyone reads.
 */
function animationsSettled(page: Page): Promise<unknown> {
  return page.evaluate(
    (waitMs) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, waitMs)),
      ]),
    ANIMATIONS_WAIT_MS,
  );
}

async function runAxe(page: Page, options: AccessibilityOptions): Promise<AccessibilityViolation[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(SCRIPTLESS_FRAMES);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    url: page.url(),
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

export function formatViolations(violations: AccessibilityViolation[]): string {
  return violations
    .map((violation) => `${violation.url} — ${violation.id} (${violation.impact ?? '?'}) : ${violation.help}\n    ${violation.targets.join('\n    ')}`)
    .join('\n');
}

/** Audits the page now (a modal open, a form showing its errors) and fails the test on any violation. */
export async function checkAccessibility(page: Page, options: AccessibilityOptions = {}): Promise<void> {
  const violations = await auditAccessibility(page, options);
  expect(violations, `Violations d'accessibilité :\n${formatViolations(violations)}`).toEqual([]);
}
