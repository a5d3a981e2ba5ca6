import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COMMON_MESSAGES, type TUserRole } from '@action-plus/contract';
import { forbidden, unauthorized } from '../lib/errors';
import type { AccessTokens } from '../modules/auth/access-tokens';

export interface AuthenticatedUser {
  id: number;
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

const readBearerToken = (request: FastifyRequest): string | undefined =>
  request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];

async function authenticate(accessTokens: AccessTokens, request: FastifyRequest): Promise<AuthenticatedUser> {
  const token = readBearerToken(request);
  if (!token) throw unauthorized(COMMON_MESSAGES.authenticationRequired);
  const user = await accessTokens.verify(token);
  if (!user) throw unauthorized(COMMON_MESSAGES.sessionExpired);
  request.authenticatedUser = user;
  return user;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 401 without a valid access token. */
    requireUser: Guard;
    /** 401 without a valid access token, 403 for a member who is not an admin. */
    requireAdmin: Guard;
    /** Reads the access token when there is one; a visitor passes through. */
    identifyUser: Guard;
  }
}

export const authenticationPlugin = fp(async (app: FastifyInstance, options: { accessTokens: AccessTokens }) => {
  const { accessTokens } = options;
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(accessTokens, request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(accessTokens, request);
    if (user.role !== 'admin') throw forbidden(COMMON_MESSAGES.adminOnly);
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    const token = readBearerToken(request);
    const user = token ? await accessTokens.verify(token) : null;
    if (user) request.authenticatedUser = user;
  });
});

/** The user a guarded handler serves; only call it behind requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.authenticatedUser) throw unauthorized(COMMON_MESSAGES.authenticationRequired);
  return request.authenticatedUser;
}
