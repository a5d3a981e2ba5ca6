// Projects that import this file (the server's tests, the browser tests) must see these types too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy } from 'oidc-provider';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

/** Someone who can sign in at the stand-in, with the claims Google would give about them. */
export interface StandInAccount {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface OpenIdStandInOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts?: StandInAccount[];
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface OpenIdStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addAccount(account: StandInAccount): void;
  /** An ID token signed with the key the stand-in publishes, as Google Identity Services hands one out. */
  signIdToken(claims: JWTPayload, options?: { issuer?: string; audience?: string; issuedAt?: number; expiresAt?: number }): Promise<string>;
  close(): Promise<void>;
}

/** The subject the stand-in gives an account typed in its « Utiliser un autre compte » form. */
export const subjectForEmail = (email: string) => `sub-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function renderAccountChooser(uid: string, accounts: StandInAccount[]): string {
  const choices = accounts
    .map(
      (account) => `<form method="post" action="/interaction/${uid}/select">
  <input type="hidden" name="subject" value="${escapeHtml(account.subject)}">
  <button type="submit">${escapeHtml(account.email)}</button>
</form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Choisissez un compte</title></head>
<body><main>
<h1>Choisissez un compte</h1>
${choices}
<h2>Utiliser un autre compte</h2>
<form method="post" action="/interaction/${uid}/select">
  <label>Adresse e-mail <input name="email" type="email" required></label>
  <label>Prénom <input name="given_name"></label>
  <label>Nom <input name="family_name"></label>
  <label><input name="email_verified" type="checkbox" value="true" checked> Adresse vérifiée</label>
  <button type="submit">Continuer</button>
</form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Annuler</button></form>
</main></body></html>`;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for Google in the tests:
 * discovery, authorization code with PKCE, signed ID tokens, and an account chooser page that
 * answers prompt=select_account like Google's.
 */
export async function startOpenIdStandIn(options: OpenIdStandInOptions): Promise<OpenIdStandIn> {
  const accounts = new Map((options.accounts ?? []).map((account) => [account.subject, account]));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'picture'] },
    // Like Google: the profile and e-mail claims are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_context: unknown, subject: string) => {
      const account = accounts.get(subject);
      if (!account) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: [account.givenName, account.familyName].filter(Boolean).join(' ') || undefined,
          picture: account.picture,
        }),
      };
    },
  });
  const handleProtocol = provider.callback();

  async function handleInteraction(request: IncomingMessage, response: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (request.method === 'GET' && action === undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(renderAccountChooser(uid, [...accounts.values()]));
      return;
    }
    if (request.method === 'POST' && action === 'abort') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'Connexion annulée.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (request.method === 'POST' && action === 'select') {
      const form = await readForm(request);
      let subject = form.get('subject');
      if (!subject) {
        const email = form.get('email') ?? '';
        subject = subjectForEmail(email);
        accounts.set(subject, {
          subject,
          email,
          emailVerified: form.get('email_verified') === 'true',
          givenName: form.get('given_name') || undefined,
          familyName: form.get('family_name') || undefined,
        });
      }
      const grant = new provider.Grant({ accountId: subject, clientId: details.params.client_id });
      grant.addOIDCScope('openid email profile');
      const result = { select_account: {}, login: { accountId: subject }, consent: { grantId: await grant.save() } };
      await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
      return;
    }
    response.writeHead(405).end();
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = new URL(request.url ?? '/', issuer).pathname.match(/^\/interaction\/([\w-]+)(?:\/(select|abort))?$/);
    if (!match) return handleProtocol(request, response);
    handleInteraction(request, response, match[1]!, match[2]).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(error instanceof Error ? error.message : 'erreur');
    });
  });

  return {
    issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    addAccount: (account) => accounts.set(account.subject, account),
    async signIdToken(claims, tokenOptions = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(tokenOptions.issuer ?? issuer)
        .setAudience(tokenOptions.audience ?? options.clientId)
        .setIssuedAt(tokenOptions.issuedAt ?? now)
        .setExpirationTime(tokenOptions.expiresAt ?? now + 300)
        .sign(privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
