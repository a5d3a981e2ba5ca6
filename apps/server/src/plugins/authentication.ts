import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COMMON_MESSAGES, ROLE_MESSAGES, type TGrantableRole, type TPermission, type TUserRole } from '@action-plus/contract';
import { forbidden, unauthorized } from '#lib/errors';
import type { Database } from '#db/client';
import type { AccessTokens } from '#modules/auth/access-tokens';
import { authenticateAccessToken } from '#modules/auth/authenticate-access-token';
import { isOrganiserOfEvent } from '#modules/events/event-organisers-repository';

export interface AuthenticatedUser {
  id: number;
  /** 'admin' iff the account holds the admin role now: the API's older `role` field. */
  role: TUserRole;
  /** The roles the account holds now (beyond member), as the database has them, not as they were when the token was signed. */
  roles: TGrantableRole[];
  /** What those roles allow (decision 041). */
  permissions: TPermission[];
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

/**
 * A guard that asks for a permission carries it, so that the authorization walk reads from each
 * registered route the permission it declares. `scope: 'event'` marks the guards of one event's
 * management, where `events.manage_own` is enough for the event's creator and co-organisers.
 */
export type PermissionGuard = Guard & { permission: TPermission; scope?: 'event' };

declare module 'fastify' {
  interface FastifyInstance {
    /** 401 without a valid access token of an existing account at its current session version. */
    requireUser: Guard;
    /** As requireUser, then 403 unless the account's roles give this permission in the database now. */
    requirePermission: (permission: TPermission) => PermissionGuard;
    /**
     * The routes of one event's management (`:id`): 403 unless the account manages every event
     * (`events.manage_any`), or is an organiser (`events.manage_own`) who created the event or was
     * made one of its co-organisers.
     */
    requireEventManagement: PermissionGuard;
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
    // One guard per permission, so that each route's guard is the same function the walk finds.
    const permissionGuards = new Map<TPermission, PermissionGuard>();
    app.decorate('requirePermission', (permission: TPermission) => {
      let guard = permissionGuards.get(permission);
      if (!guard) {
        guard = Object.assign(
          async (request: FastifyRequest) => {
            const user = await authenticate(options, request);
            if (!user.permissions.includes(permission)) throw forbidden(ROLE_MESSAGES.permissionDenied);
          },
          { permission },
        );
        permissionGuards.set(permission, guard);
      }
      return guard;
    });
    const requireEventManagement = Object.assign(
      async (request: FastifyRequest) => {
        const user = await authenticate(options, request);
        if (user.permissions.includes('events.manage_any')) return;
        if (!user.permissions.includes('events.manage_own')) throw forbidden(ROLE_MESSAGES.permissionDenied);
        const eventId = Number((request.params as { id?: string } | undefined)?.id);
        if (!Number.isSafeInteger(eventId) || !(await isOrganiserOfEvent(db, eventId, user.id))) throw forbidden(ROLE_MESSAGES.eventNotManaged);
      },
      { permission: 'events.manage_own' as const, scope: 'event' as const },
    );
    app.decorate('requireEventManagement', requireEventManagement);
    app.decorate('identifyUser', async (request: FastifyRequest) => {
      const token = readBearerToken(request);
      const user = token ? await authenticateAccessToken(db, accessTokens, token) : null;
      if (user) request.authenticatedUser = user;
    });
  },
  { name: 'action-plus-authentication' },
);

/** The user a guarded handler serves; only call it behind requireUser or a permission guard. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.authenticatedUser) throw unauthorized(COMMON_MESSAGES.authenticationRequired);
  return request.authenticatedUser;
}
