import { SignJWT, jwtVerify } from 'jose';
import { AUTH_DURATIONS, USER_ROLES, type TUserRole } from '@action-plus/contract';
import type { AuthenticatedUser } from '../../plugins/authentication';

const ISSUER = 'action-plus';

/** Short-lived HS256 JWTs: the server keeps no session state for them. */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /** `signedInAt`: when the session's sign-in happened (the refresh family's), carried as `auth_time`. */
    async sign(
      user: { id: number; role: TUserRole },
      { signedInAt = new Date(), lifetimeSeconds = AUTH_DURATIONS.accessTokenSeconds }: { signedInAt?: Date; lifetimeSeconds?: number } = {},
    ) {
      return new SignJWT({ role: user.role, auth_time: Math.floor(signedInAt.getTime() / 1000) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key);
    },
    /** The user the token names, or null when it is forged, expired or malformed. */
    async verify(token: string): Promise<AuthenticatedUser | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const id = Number(payload.sub);
        const role = payload.role as TUserRole;
        const authTime = payload.auth_time;
        if (!Number.isInteger(id) || id <= 0 || !USER_ROLES.includes(role) || typeof authTime !== 'number') return null;
        return { id, role, signedInAt: new Date(authTime * 1000) };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
