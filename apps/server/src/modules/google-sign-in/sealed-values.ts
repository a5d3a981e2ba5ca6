import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { z } from 'zod';

/**
 * Small values the server hands the browser to keep (in a cookie) and checks when they come back:
 * signed and dated, so a value made up or altered elsewhere, or kept too long, is worthless.
 * `purpose` keeps a value issued for one use from being accepted for another.
 */
export function createSealedValues(secret: string) {
  // A key of its own, derived from the site's secret: nothing sealed here can pass for an access token.
  const key = createHmac('sha256', secret).update('action-plus/google-sign-in').digest();
  return {
    async seal(purpose: string, payload: Record<string, string>, lifetimeSeconds: number): Promise<string> {
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(purpose)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key);
    },
    /** The payload, or null when the value is missing, forged, expired or meant for something else. */
    async open<TSchema extends z.ZodType>(purpose: string, sealed: string | undefined, schema: TSchema): Promise<z.infer<TSchema> | null> {
      if (!sealed) return null;
      try {
        const { payload } = await jwtVerify(sealed, key, { audience: purpose, algorithms: ['HS256'] });
        const parsed = schema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export type SealedValues = ReturnType<typeof createSealedValues>;
