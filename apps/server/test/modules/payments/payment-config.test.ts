import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config';

const load = (nodeEnvironment: 'production' | 'development', environment: Record<string, string>) => () =>
  loadConfig({ NODE_ENV: nodeEnvironment, DATA_DIR: '/tmp/action-plus-config', ...environment });

const COMPLETE = { HELLOASSO_CLIENT_ID: 'client', HELLOASSO_CLIENT_SECRET: 'secret', HELLOASSO_ORGANIZATION_SLUG: 'action-plus' };

describe("HelloAsso's settings", () => {
  it('are off when none is given: the site works without online payment', () => {
    expect(load('production', {})().helloAsso).toBeUndefined();
  });

  it('talk to HelloAsso in production by default, or to the sandbox or a stand-in when told', () => {
    expect(load('production', COMPLETE)().helloAsso).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      organizationSlug: 'action-plus',
      apiUrl: 'https://api.helloasso.com',
    });
    expect(load('production', { ...COMPLETE, HELLOASSO_API_URL: 'https://api.helloasso-sandbox.com/' })().helloAsso?.apiUrl).toBe(
      'https://api.helloasso-sandbox.com',
    );
    expect(load('development', { ...COMPLETE, HELLOASSO_API_URL: 'http://127.0.0.1:4010' })().helloAsso?.apiUrl).toBe('http://127.0.0.1:4010');
  });

  it('given in part, are refused at start in production, naming the one missing', () => {
    expect(load('production', { HELLOASSO_CLIENT_ID: 'client', HELLOASSO_ORGANIZATION_SLUG: 'action-plus' })).toThrow(
      /HELLOASSO_CLIENT_SECRET: HELLOASSO_CLIENT_ID, HELLOASSO_CLIENT_SECRET, HELLOASSO_ORGANIZATION_SLUG vont ensemble/,
    );
    expect(load('production', { HELLOASSO_CLIENT_SECRET: 'secret' })).toThrow(/HELLOASSO_CLIENT_ID: .*vont ensemble/);
    // Outside production a partial setup only hides online payment.
    expect(load('development', { HELLOASSO_CLIENT_ID: 'client' })().helloAsso).toBeUndefined();
  });

  it('refuse an API address without https in production, and a slug that is not one', () => {
    expect(load('production', { ...COMPLETE, HELLOASSO_API_URL: 'http://api.helloasso.com' })).toThrow(/HELLOASSO_API_URL: .*https:\/\//);
    expect(load('production', { ...COMPLETE, HELLOASSO_ORGANIZATION_SLUG: 'Action Plus/../x' })).toThrow(/HELLOASSO_ORGANIZATION_SLUG/);
  });
});
