import { ONE_TIME_LINK_DURATIONS_MS, buildOneTimeLinkPath, type TCreateMemberUserRequest } from '@action-plus/contract';
import type { AppContext } from '#context';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { invitationMail } from '../mail/templates';
import { createUser } from '../users/create-user';
import type { UserRow } from '../users/user-repository';
import { recordAudit, type AuditActor } from '../audit/record-audit';

const INVITATION_VALIDITY_TEXT = `${ONE_TIME_LINK_DURATIONS_MS.invitation / (24 * 60 * 60 * 1000)} jours`;

/**
 * An account created by an admin has no password: nobody but its owner should ever know it. The
 * owner receives a one-time link to choose theirs (the reset-password page serves it).
 */
export async function inviteMember(context: AppContext, request: TCreateMemberUserRequest, actor?: AuditActor): Promise<UserRow> {
  const member = await context.db.transaction(async (tx) => {
    const created = await createUser(tx, { ...request, passwordHash: null, role: request.role ?? 'user' });
    if (actor !== undefined) {
      const after = { first_name: created.firstName, last_name: created.lastName, username: created.username, email: created.email, role: created.role };
      await recordAudit(tx, { actor, action: 'member.create', targetType: 'member', targetId: created.id, after });
    }
    return created;
  });
  const token = await issueOneTimeToken(context.db, {
    userId: member.id,
    purpose: 'invitation',
    ttlMs: ONE_TIME_LINK_DURATIONS_MS.invitation,
    // Using the link proves the address: the account is verified when its owner takes it up.
    email: member.email,
  });
  const link = `${context.config.publicUrl}${buildOneTimeLinkPath(token, 'invitation')}`;
  await context.mailer.queueMail({ to: member.email, ...invitationMail({ firstName: member.firstName, link, validityText: INVITATION_VALIDITY_TEXT }) });
  return member;
}
