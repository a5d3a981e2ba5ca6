import { MEMBERSHIP_RENEWAL_PATH } from '@action-plus/contract';
import { ButtonLink, CallToAction } from '#components/ui';
import { PATHS } from '#config/paths';
import { MEMBERSHIP_INVITATION_MESSAGES as MESSAGES } from '#config/messages';
import { useAuth } from '#lib/auth';
import styles from './membership-invitation.module.css';

/**
 * The invitation to become a member (home and about pages): a member goes to the profile's
 * membership section (`/profile#adhesion`, where dues are paid online or the way to pay the
 * association is told); a visitor creates an account or signs in, and comes back there.
 * The server draws the visitor's version, as the browser's first render does.
 */
export function MembershipInvitation({ titleId, className }: { titleId: string; className?: string }) {
  const { user } = useAuth();
  return (
    <CallToAction
      titleId={titleId}
      title={MESSAGES.title}
      tone="secondary"
      className={className}
      actions={
        user ? (
          <ButtonLink to={MEMBERSHIP_RENEWAL_PATH} size="lg" variant="secondary">
            {MESSAGES.join}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={PATHS.register} size="lg" variant="secondary">
              {MESSAGES.createAccount}
            </ButtonLink>
            <ButtonLink to={PATHS.login} state={{ from: MEMBERSHIP_RENEWAL_PATH }} size="lg" variant="outline" className={styles.logIn}>
              {MESSAGES.logInToJoin}
            </ButtonLink>
          </>
        )
      }
    >
      {user ? MESSAGES.memberText : MESSAGES.visitorText}
    </CallToAction>
  );
}
