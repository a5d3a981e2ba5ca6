import type { Browser } from 'playwright-core';

export interface ScriptTransfer {
  url: string;
  /** Bytes of the body as it travelled (compressed), from the Resource Timing API. */
  encodedBytes: number;
  decodedBytes: number;
}

/** Every script the home page loads for its first view (entry, preloaded and lazy route chunks). */
export async function measureHomeJavaScript(browser: Browser, baseUrl: string): Promise<ScriptTransfer[]> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1500);
    return await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, encodedBytes: entry.encodedBodySize, decodedBytes: entry.decodedBodySize })),
    );
  } finally {
    await context.close();
  }
}
