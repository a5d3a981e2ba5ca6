import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has hydrated the element the locator finds (it has attached the element's
 * props): a page the server rendered shows its buttons before its script runs, and a click on one
 * before then does nothing.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout: 15_000 }).toBe(true);
}
