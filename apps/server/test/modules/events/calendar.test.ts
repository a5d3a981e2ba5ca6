import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { EVENT_MESSAGES } from '@action-plus/contract';
import { createEventThroughApi } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

describe('GET /api/events/{id}.ics', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { publicUrl: 'https://actionplusmetz.org' } });
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(() => testApp.close());

  /** Parses the file as a calendar application would, zone definition included. */
  function parseCalendar(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  }

  it('gives a calendar application the event in Europe/Paris, two hours long, with its page', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, {
      title: 'Théâtre : « Le Bourgeois », acte I; II',
      description: 'Une soirée\navec deux lignes.',
      date: '2030-03-31',
      time: '20:30',
      location: 'Metz, Arsenal',
    });
    const response = await testApp.app.inject({ method: 'GET', url: `/api/events/${event.id}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="evenement-${event.id}.ics"`);
    expect(response.body).toContain('DTSTART;TZID=Europe/Paris:20300331T203000');

    const parsed = parseCalendar(response.body);
    expect(parsed.summary).toBe('Théâtre : « Le Bourgeois », acte I; II');
    expect(parsed.description).toBe('Une soirée\navec deux lignes.');
    expect(parsed.location).toBe('Metz, Arsenal');
    expect(parsed.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris');
    expect(parsed.startDate.zone?.tzid).toBe('Europe/Paris');
    // The day after the change to summer time: 20:30 in Paris is 18:30 UTC.
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2030-03-31T18:30:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2030-03-31T20:30:00.000Z');
    expect(parsed.component.getFirstPropertyValue('url')).toBe(`https://actionplusmetz.org/events/${event.id}`);
    expect(parsed.uid).toBe(`event-${event.id}@actionplusmetz.org`);
  });

  it('reads a winter date with the winter offset', async () => {
    const event = await createEventThroughApi(testApp, admin.authorization, { date: '2030-12-20', time: '19:00' });
    const response = await testApp.app.inject({ method: 'GET', url: `/api/events/${event.id}.ics` });
    expect(parseCalendar(response.body).startDate.toJSDate().toISOString()).toBe('2030-12-20T18:00:00.000Z');
  });

  it('answers 404 Événement non trouvé for an unknown event', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events/424242.ics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: EVENT_MESSAGES.eventNotFound });
  });
});
