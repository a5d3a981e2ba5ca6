import { MEMBER_STATE_LABELS, type TMemberState } from '@action-plus/contract';
import { Badge, type BadgeTone } from '#components/ui';

const TONES: Record<TMemberState, BadgeTone> = {
  active: 'success',
  'expiring-soon': 'warning',
  upcoming: 'info',
  lapsed: 'error',
  none: 'neutral',
};

/** A membership's or a member's state as a badge: « Active », « Expire bientôt », « À venir », « Expirée », « Aucune adhésion ». */
export function MemberStateBadge({ state }: { state: TMemberState }) {
  return <Badge tone={TONES[state]}>{MEMBER_STATE_LABELS[state]}</Badge>;
}
