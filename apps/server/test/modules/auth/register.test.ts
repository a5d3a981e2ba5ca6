import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REFRESH_COOKIE_NAME } from '@action-plus/contract';
import { createTestApp, type TestApp } from '#test/support/test-app';

const newcomer = {
  firstName: 'Léa',
  lastName: 'Dupont',
  username: 'lea.dupont',
  email: 'lea.dupont@exemple.fr',
  password: 'secret123',
};

describe('POST /api/auth/register', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('creates the account and opens a session', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload: newcomer });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ firstName: 'Léa', username: 'lea.dupont', email: 'lea.dupont@exemple.fr', role: 'user' });
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newcomer, username: 'autre', email: 'LEA.DUPONT@exemple.fr' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
  });

  it('refuses a username already used, whatever its case', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newcomer, username: 'Lea.Dupont', email: 'autre@exemple.fr' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.usernameTaken });
  });

  it('names the problem in French when the password is too short', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newcomer, email: 'court@exemple.fr', username: 'court', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Le mot de passe doit contenir au moins 6 caractères.' });
  });

  it('names the field zod complains about when the body has the wrong type', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newcomer, firstName: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/prénom/i);
  });

  it('answers a French 400 to a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{pas du json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Le corps de la requête n’est pas un JSON valide.' });
  });
});
