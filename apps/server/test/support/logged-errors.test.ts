import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLoggedError, takeLoggedErrorProblems } from './logged-errors';
import { createTestApp, type TestApp } from './test-app';

describe('a test that logs an unexpected error fails', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('records what a test app and the console log at the error level, but not warnings', () => {
    testApp.app.log.warn('une simple alerte');
    testApp.app.log.error({ err: new Error('la base ne répond pas') }, 'requête en échec');
    console.error('un message sur la console');
    expect(takeLoggedErrorProblems()).toEqual([
      'erreur journalisée inattendue : requête en échec (Error : la base ne répond pas)',
      'erreur journalisée inattendue : console.error : un message sur la console',
    ]);
  });

  it('lets a test declare the error it provokes, and fails it when that error is not logged', () => {
    expectLoggedError(/requête en échec/);
    testApp.app.log.error({ err: new Error('panne voulue') }, 'requête en échec');
    expect(takeLoggedErrorProblems()).toEqual([]);
    expectLoggedError(/jamais écrite/);
    expect(takeLoggedErrorProblems()).toEqual(['erreur attendue mais non journalisée : /jamais écrite/']);
  });
});
