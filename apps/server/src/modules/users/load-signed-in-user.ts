import type { FastifyRequest } from 'fastify';
import { COMMON_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { unauthorized } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { findUserById, type UserRow } from './user-repository';

/**
 * The whole account row of the person a guarded request serves. The guard has just checked the
 * account exists; one deleted since is a lapsed session, answered as such.
 */
export async function loadSignedInUser(db: Database, request: FastifyRequest): Promise<UserRow> {
  const user = await findUserById(db, currentUser(request).id);
  if (!user) throw unauthorized(COMMON_MESSAGES.sessionExpired);
  return user;
}
