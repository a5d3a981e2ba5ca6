import { permissionsOf } from '@action-plus/contract';
import type { Database } from '#db/client';
import type { AuthenticatedUser } from '#plugins/authentication';
import type { AccessTokens } from './access-tokens';
import { findSessionStanding } from './session-repository';

/**
 * The user an access token speaks for, or null. A valid signature is not enough: the account must
 * still exist and its session version must be the token's (a reset, a password or role change, or a
 * replayed refresh token raises it). The roles are the account's current ones, never the token's.
 */
export async function authenticateAccessToken(db: Database, accessTokens: AccessTokens, token: string): Promise<AuthenticatedUser | null> {
  const claims = await accessTokens.verify(token);
  if (!claims) return null;
  const standing = await findSessionStanding(db, claims.userId);
  if (!standing || standing.sessionVersion !== claims.sessionVersion) return null;
  return {
    id: claims.userId,
    role: standing.roles.includes('admin') ? 'admin' : 'user',
    roles: standing.roles,
    permissions: permissionsOf(standing.roles),
    signedInAt: claims.signedInAt,
  };
}
