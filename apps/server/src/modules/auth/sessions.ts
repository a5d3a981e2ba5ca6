import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME, type TAuthResponse } from '@action-plus/contract';
import type { AppContext } from '../../context';
import type { UserRow } from '../users/user-repository';
import { toPublicUser } from '../users/user-repository';
import { expiryOfNewRefreshToken, issueRefreshToken, newSessionFamily, type SessionFamily } from './refresh-tokens';

const REFRESH_COOKIE_PATH = '/api/auth';

/** The cookie lives as long as the token it carries: never past the session's absolute end. */
export function setRefreshCookie(context: AppContext, reply: FastifyReply, token: string, family: SessionFamily): void {
  reply.setCookie(REFRESH_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: context.config.publicUrl.startsWith('https://'),
    path: REFRESH_COOKIE_PATH,
    maxAge: Math.max(0, Math.floor((expiryOfNewRefreshToken(family).getTime() - Date.now()) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, { path: REFRESH_COOKIE_PATH });
}

export const readRefreshCookie = (request: FastifyRequest): string | undefined => request.cookies[REFRESH_COOKIE_NAME] || undefined;

/** Opens a session the same way for every sign-in: password, registration or Google. */
export async function startSession(context: AppContext, reply: FastifyReply, user: UserRow): Promise<TAuthResponse> {
  const family = newSessionFamily();
  const refreshToken = await issueRefreshToken(context.db, user.id, family);
  setRefreshCookie(context, reply, refreshToken, family);
  return { access_token: await context.accessTokens.sign(user, { signedInAt: family.signedInAt }), user: toPublicUser(user) };
}
