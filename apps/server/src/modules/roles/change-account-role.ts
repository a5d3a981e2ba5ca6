import { and, eq } from 'drizzle-orm';
import { COMMON_MESSAGES, ROLE_MESSAGES, type TGrantableRole, type TRoleChangeRequest } from '@action-plus/contract';
import type { AppContext } from '#context';
import { accountRoles, users } from '#db/schema';
import { badRequest, conflict, notFound, unauthorized } from '#lib/errors';
import { recordAudit } from '../audit/record-audit';
import { assertCurrentCredential } from '../users/assert-current-credential';
import { findUserById } from '../users/user-repository';
import { roleChangedMail } from './role-mails';
import { holdsRole, lockAdmins } from './role-repository';

export interface RoleChangeActor {
  id: number;
  signedInAt: Date;
  /** The roles the acting account holds now: the journal names the one the change was made under. */
  roles: TGrantableRole[];
}

/**
 * Gives a role to an account, or takes it back (decision 041). The acting admin proves it is them
 * (password, or a recent Google sign-in); the person concerned is mailed in the same transaction;
 * the last admin is never removed; the journal records the change in the same transaction. `users.role` follows the admin role, for the API's `role` field.
 */
export async function changeAccountRole(context: AppContext, actor: RoleChangeActor, request: TRoleChangeRequest, isGranted: boolean): Promise<void> {
  const actorRow = await findUserById(context.db, actor.id);
  if (!actorRow) throw unauthorized(COMMON_MESSAGES.sessionExpired);
  await assertCurrentCredential(context.db, actorRow, { currentPassword: request.current_password, signedInAt: actor.signedInAt });

  const mailIds = await context.db.transaction(async (tx) => {
    const admins = request.role === 'admin' ? await lockAdmins(tx) : [];
    const [target] = await tx.select().from(users).where(eq(users.id, request.user_id)).for('update');
    if (!target) throw notFound(ROLE_MESSAGES.accountNotFound);
    const isHeld = await holdsRole(tx, target.id, request.role);
    if (isGranted) {
      if (isHeld) throw conflict(ROLE_MESSAGES.alreadyHeld);
      await tx.insert(accountRoles).values({ userId: target.id, role: request.role, grantedBy: actor.id });
    } else {
      if (!isHeld) throw badRequest(ROLE_MESSAGES.notHeld);
      if (request.role === 'admin' && admins.filter((id) => id !== target.id).length === 0) throw conflict(ROLE_MESSAGES.lastAdmin);
      await tx.delete(accountRoles).where(and(eq(accountRoles.userId, target.id), eq(accountRoles.role, request.role)));
    }
    await recordAudit(tx, {
      actor,
      action: isGranted ? 'role.grant' : 'role.remove',
      targetType: 'member',
      targetId: target.id,
      before: { role: isGranted ? null : request.role },
      after: { role: isGranted ? request.role : null },
    });
    if (request.role === 'admin')
      await tx
        .update(users)
        .set({ role: isGranted ? 'admin' : 'user' })
        .where(eq(users.id, target.id));
    const mail = roleChangedMail({ to: target, role: request.role, isGranted, by: actorRow, publicUrl: context.config.publicUrl });
    return context.mailer.storeMails(tx, [mail]);
  });
  context.mailer.sendStoredMails(mailIds);
}
