import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateEventRequestSchema, type TEvent } from '@action-plus/contract';
import { seedSampleEvents } from '#modules/setup/sample-events';
import { createTestApp, type TestApp } from '#test/support/test-app';

describe('sample events of the first start', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('follow the rules of a created event, at round hours in Paris, before and after the day they are seeded', async () => {
    // A summer day: a server in UTC must still put 19:00 on Paris's clocks.
    await seedSampleEvents(testApp.context.db, new Date('2030-06-01T10:00:00Z'));
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events' });
    const samples = response.json().events as TEvent[];
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      const asRequest = ZCreateEventRequestSchema.safeParse(sample);
      expect(asRequest.success, sample.title).toBe(true);
      expect(sample.time).toMatch(/^\d{2}:00$/);
    }
    // All three are still ahead of today's clock: the list gives them soonest first.
    expect(samples.map((sample) => [sample.date, sample.time])).toEqual([
      ['2030-05-12', '18:00'],
      ['2030-06-15', '19:00'],
      ['2030-07-01', '14:00'],
    ]);
  });
});
