import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, REFRESH_COOKIE_NAME, type TAuthResponse } from '@action-plus/contract';
import type { AppContext } from '#context';
import { clearServerCookie, readServerCookie, setServerCookie, type ServerCookie } from '#lib/cookies';
import { unauthorized } from '#lib/errors';
import type { UserRow } from '../users/user-repository';
import { toCurrentUser } from '../users/user-repository';
import { expiryOfNewRefreshToken, openSessionFamily, type SessionFamily } from './refresh-tokens';

/** Sent only to the session's own routes, and never with a request another site starts. */
const REFRESH_COOKIE: ServerCookie = { name: REFRESH_COOKIE_NAME, path: '/api/auth', sameSite: 'strict' };

/** The cookie lives as long as the token it carries: never past the session's absolute end. */
export function setRefreshCookie(context: AppContext, reply: FastifyReply, token: string, family: SessionFamily): void {
  const maxAgeSeconds = Math.max(0, Math.floor((expiryOfNewRefreshToken(family).getTime() - Date.now()) / 1000));
  setServerCookie(reply, context.config.publicUrl, REFRESH_COOKIE, token, maxAgeSeconds);
}

export const clearRefreshCookie = (reply: FastifyReply): void => clearServerCookie(reply, REFRESH_COOKIE);

export const readRefreshCookie = (request: FastifyRequest): string | undefined => readServerCookie(request, REFRESH_COOKIE);

/**
 * Opens a session the same way for every sign-in: password, registration or Google. The account is
 * read again as the session opens, so `user` may be a copy from before its sessions were ended.
 */
export async function startSession(context: AppContext, reply: FastifyReply, user: UserRow): Promise<TAuthResponse> {
  const opened = await openSessionFamily(context.db, user.id);
  // Deleted during its own sign-in: nothing to open.
  if (!opened) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  setRefreshCookie(context, reply, opened.token, opened.family);
  return {
    access_token: await context.accessTokens.sign(opened.user, { signedInAt: opened.family.signedInAt }),
    user: await toCurrentUser(context.db, opened.user),
  };
}
