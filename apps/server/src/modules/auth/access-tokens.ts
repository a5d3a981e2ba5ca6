import { SignJWT, jwtVerify } from 'jose';
import { AUTH_DURATIONS } from '@action-plus/contract';

const ISSUER = 'action-plus';

/**
 * What an access token says: whose it is, which session version of the account it was issued
 * under, and when the session's sign-in happened. Not the role: rights are read from the account
 * on each request (plugins/authentication.ts), so that a demotion takes effect at once.
 */
export interface AccessTokenClaims {
  userId: number;
  sessionVersion: number;
  signedInAt: Date;
}

/** Short-lived HS256 JWTs; each request checks them against the account's row (decision 012). */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /** `signedInAt`: when the session's sign-in happened (the refresh family's), carried as `auth_time`. */
    async sign(
      user: { id: number; sessionVersion: number },
      { signedInAt = new Date(), lifetimeSeconds = AUTH_DURATIONS.accessTokenSeconds }: { signedInAt?: Date; lifetimeSeconds?: number } = {},
    ) {
      return new SignJWT({ sv: user.sessionVersion, auth_time: Math.floor(signedInAt.getTime() / 1000) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key);
    },
    /** What the token claims, or null when it is forged, expired or malformed. */
    async verify(token: string): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { sv: sessionVersion, auth_time: authTime } = payload;
        if (!Number.isInteger(userId) || userId <= 0 || !Number.isInteger(sessionVersion) || typeof authTime !== 'number') return null;
        return { userId, sessionVersion: sessionVersion as number, signedInAt: new Date(authTime * 1000) };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
