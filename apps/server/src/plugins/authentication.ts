import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COMMON_MESSAGES, type TUserRole } from '@action-plus/contract';
import { forbidden, unauthorized } from '#lib/errors';
import type { Database } from '#db/client';
import type { AccessTokens } from '#modules/auth/access-tokens';
import { authenticateAccessToken } from '#modules/auth/authenticate-access-token';

export interface AuthenticatedUser {
  id: number;
  /** The account's role as the database has it now, not as it was when the token was signed. */
  role: TUserRole;
  /** When this session's sign-in happened: a sensitive change may ask for a recent one. */
  signedInAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below from a verified access token; never from anything else the browser says. */
    authenticatedUser?: AuthenticatedUser;
  }
}

const readBearerToken = (request: FastifyRequest): string | undefined => request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];

interface AuthenticationOptions {
  db: Database;
  accessTokens: AccessTokens;
}

async function authenticate({ db, accessTokens }: AuthenticationOptions, request: FastifyRequest): Promise<AuthenticatedUser> {
  const token = readBearerToken(request);
  if (!token) throw unauthorized(COMMON_MESSAGES.authenticationRequired);
  const user = await authenticateAccessToken(db, accessTokens, token);
  if (!user) throw unauthorized(COMMON_MESSAGES.sessionExpired);
  request.authenticatedUser = user;
  return user;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 401 without a valid access token of an existing account at its current session version. */
    requireUser: Guard;
    /** As requireUser, then 403 unless the account is an admin in the database now. */
    requireAdmin: Guard;
    /** Reads the access token when there is one; a visitor, or a token requireUser would refuse, passes through as a visitor. */
    identifyUser: Guard;
  }
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: AuthenticationOptions) => {
    const { db, accessTokens } = options;
    app.decorate('requireUser', async (request: FastifyRequest) => {
      await authenticate(options, request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await authenticate(options, request);
      if (user.role !== 'admin') throw forbidden(COMMON_MESSAGES.adminOnly);
    });
    app.decorate('identifyUser', async (request: FastifyRequest) => {
      const token = readBearerToken(request);
      const user = token ? await authenticateAccessToken(db, accessTokens, token) : null;
      if (user) request.authenticatedUser = user;
    });
  },
  { name: 'action-plus-authentication' },
);

/** The user a guarded handler serves; only call it behind requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.authenticatedUser) throw unauthorized(COMMON_MESSAGES.authenticationRequired);
  return request.authenticatedUser;
}
