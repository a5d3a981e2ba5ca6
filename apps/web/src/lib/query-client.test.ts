import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserQueryClient } from './query-client';

const HOUR_MS = 3_600_000;

/** The data a page the server rendered an hour ago carries (its cache of rendered pages kept it). */
function putInitialData(dataUpdatedAt: number) {
  const data = {
    mutations: [],
    queries: [{ queryKey: ['events', 'list'], queryHash: '["events","list"]', state: { status: 'success', data: { events: [] }, dataUpdatedAt } }],
  };
  document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="donnees-initiales">${JSON.stringify(data)}</script>`);
}

describe('the browser’s query cache', () => {
  afterEach(() => document.getElementById('donnees-initiales')?.remove());

  it('counts the data of a page the server rendered earlier as fetched now, so that taking the page over asks for nothing again', () => {
    putInitialData(Date.now() - HOUR_MS);
    const queryClient = createBrowserQueryClient();
    const query = queryClient.getQueryCache().find({ queryKey: ['events', 'list'] })!;
    expect(query.state.data).toEqual({ events: [] });
    expect(Date.now() - query.state.dataUpdatedAt).toBeLessThan(1000);
    expect(query.isStaleByTime(30_000)).toBe(false);
  });
});
