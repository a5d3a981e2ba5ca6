import { eq, sql } from 'drizzle-orm';
import {
  AUDIT_SYSTEM_ACTOR,
  permissionsOf,
  type TAuditAction,
  type TAuditTargetType,
  type TGrantableRole,
  type TPermission,
  type TRole,
} from '@action-plus/contract';
import type { Transaction } from '#db/client';
import { auditLog, users } from '#db/schema';
import type { AuthenticatedUser } from '#plugins/authentication';

/** Who did an act: a signed-in account (its id and roles as the request's guard read them), or null for the system (HelloAsso). */
export type AuditActor = Pick<AuthenticatedUser, 'id' | 'roles'> | null;

export interface AuditEntry {
  actor: AuditActor;
  action: TAuditAction;
  targetType: TAuditTargetType;
  targetId?: string | number | null;
  /** For a change, the values as they were and as they are; redacted before they are stored. */
  before?: unknown;
  after?: unknown;
}

/**
 * The permission an act needs (decision 041), from which the journal tells the role it was done
 * under. Undefined where the act does not say it alone: a download (a list, an export, a document)
 * and a receipt, which a member's yearly summary issues too; the widest role held is named then.
 */
const ACTION_PERMISSIONS: Partial<Record<TAuditAction, TPermission>> = {
  'event.create': 'events.create',
  'event.update': 'events.manage_own',
  'event.delete': 'events.manage_own',
  'event.organiser_add': 'events.manage_own',
  'event.organiser_remove': 'events.manage_own',
  'participant.remove': 'events.manage_own',
  'member.create': 'members.manage',
  'membership.record': 'memberships.manage',
  'membership.renew': 'memberships.manage',
  'membership.payment_recorded': 'memberships.manage',
  'invoice.issue': 'memberships.manage',
  'tax_receipt.cancel': 'donations.manage',
  'donation.record': 'donations.manage',
  'donation.cancel': 'donations.manage',
  'settings.save': 'settings.manage',
  'settings.restore': 'settings.manage',
  'contact.reply': 'contact.manage',
  'role.grant': 'roles.manage',
  'role.remove': 'roles.manage',
  'news.create': 'news.write',
  'news.update': 'news.write',
  'news.delete': 'news.write',
  'photo.add': 'events.manage_own',
  'photo.update': 'events.manage_own',
  'photo.delete': 'events.manage_own',
  'album.reorder': 'events.manage_own',
  'album.cover': 'events.manage_own',
  'announcement.create': 'announcements.send',
  'announcement.update': 'announcements.send',
  'announcement.delete': 'announcements.send',
  'announcement.send': 'announcements.send',
  'assembly.create': 'assemblies.manage',
  'assembly.update': 'assemblies.manage',
  'assembly.delete': 'assemblies.manage',
  'assembly.voters_freeze': 'assemblies.manage',
  'assembly.convene': 'assemblies.manage',
  'assembly.open': 'assemblies.manage',
  'assembly.check_in': 'assemblies.manage',
  'assembly.vote_open': 'assemblies.manage',
  'assembly.vote_close': 'assemblies.manage',
  'assembly.paper_totals': 'assemblies.manage',
  'assembly.close': 'assemblies.manage',
  'assembly.document_add': 'assemblies.manage',
  'assembly.document_update': 'assemblies.manage',
  'assembly.document_remove': 'assemblies.manage',
};

/**
 * The role an act was done under: of the account's roles that allow it, the narrowest (a treasurer
 * who is also an admin records a donation as treasurer); `member` when none of its roles is needed
 * (a member's own yearly summary).
 */
export function actingRoleOf(user: Pick<AuthenticatedUser, 'roles'>, action: TAuditAction): TRole {
  const permission = ACTION_PERMISSIONS[action];
  const breadth = (role: TGrantableRole) => permissionsOf([role]).length;
  if (!permission) {
    // The act does not name its permission: the widest role held, the likeliest to have allowed it.
    return [...user.roles].sort((first, second) => breadth(second) - breadth(first))[0] ?? 'member';
  }
  const allowing = user.roles.filter((role) => permissionsOf([role]).includes(permission));
  return [...allowing].sort((first, second) => breadth(first) - breadth(second))[0] ?? 'member';
}

/** A key whose value the journal never keeps, at any depth: passwords, tokens, hashes, secrets. */
const SECRET_KEY = /password|passwd|token|hash|secret|api_?key/i;

/** The value without any secret-looking key, recursively; dates as ISO text, undefined as absent. */
export function redactSecrets(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEY.test(key) || inner === undefined) continue;
      kept[key] = redactSecrets(inner);
    }
    return kept;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * Records an act in the caller's transaction, so that an act never commits without its entry nor
 * an entry without its act. The account's name is read now and kept: it stays when the account goes.
 * Times are kept to the millisecond, as the journal's cursor carries them.
 */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  let actorName: string = AUDIT_SYSTEM_ACTOR.name;
  let actorRole: string = AUDIT_SYSTEM_ACTOR.role;
  if (entry.actor) {
    const [account] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(eq(users.id, entry.actor.id));
    actorName = account ? `${account.firstName} ${account.lastName}`.trim() || account.username : `Compte n° ${entry.actor.id}`;
    actorRole = actingRoleOf(entry.actor, entry.action);
  }
  await tx.insert(auditLog).values({
    at: sql`date_trunc('milliseconds', now())`,
    actorId: entry.actor?.id ?? null,
    actorName,
    actorRole,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before === undefined ? null : redactSecrets(entry.before),
    after: entry.after === undefined ? null : redactSecrets(entry.after),
  });
}

/** JSON with each object's keys in order: the same value written in another order is no change. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Only the fields a change touched, as they were and as they are (an unchanged field is left out of both). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (stableJson(redactSecrets(before[key])) === stableJson(redactSecrets(after[key]))) continue;
    changedBefore[key] = before[key] ?? null;
    changedAfter[key] = after[key] ?? null;
  }
  return { before: changedBefore, after: changedAfter };
}
