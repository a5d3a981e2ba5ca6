import { useState } from 'react';
import { useLocation } from 'react-router';
import { CONTACT_INBOX_ANCHOR, EVENT_MESSAGES, MAIL_PREFERENCES_ANCHOR, MEMBERSHIP_SECTION_ANCHOR, toParisDate, type TEvent } from '@action-plus/contract';
import { Badge, Button, Container, Tabs, useToast } from '#components/ui';
import { useAuth, useLogOutAndLeave } from '#lib/auth';
import { usePageTitle } from '#lib/use-page-title';
import { useMyEvents } from '#features/events/api/get-my-events';
import { useLeaveEvent } from '#features/events/api/leave-event';
import { useMyWaitingList } from '#features/events/api/get-my-waiting-list';
import { useLeaveWaitingList } from '#features/events/api/leave-waiting-list';
import { MyCalendarFeed } from '#features/events/components/my-calendar-feed';
import { MessagesTab } from '#features/contact/components/messages-tab';
import { useMyMemberships } from '#features/memberships/api/get-my-memberships';
import { MyMembershipsPanel } from '#features/memberships/components/my-memberships-panel';
import { MembershipPaymentResult, useMembershipPaymentResult } from '#features/memberships/components/membership-payment-result';
import { hasActiveMembership } from '#features/memberships/lib/current-membership';
import { MyTaxReceipts } from '#features/donations/components/my-tax-receipts';
import { MailPreferencesSection } from '#features/mail-preferences/components/mail-preferences-section';
import { useSectionLink } from '#lib/use-section-link';
import { DangerZone } from '#features/profile/components/danger-zone';
import { PersonalDataExport } from '#features/profile/components/personal-data-export';
import { ProfileSettingsForm } from '#features/profile/components/profile-settings-form';
import { ChangeEmailForm } from '#features/profile/components/change-email-form';
import { ChangePasswordForm } from '#features/profile/components/change-password-form';
import { EventsTab } from './profile/events-tab';
import { OverviewTab } from './profile/overview-tab';
import { WaitingListSection } from './profile/waiting-list-section';
import styles from './profile/profile.module.css';
import { EVENT_PAGE_MESSAGES, EVENT_PAGE_SETTINGS, WAITING_LIST_PAGE_MESSAGES } from '#features/events/messages';
import { MEMBERSHIP_PAGE_MESSAGES } from '#features/memberships/messages';
import { PROFILE_PAGE_MESSAGES } from '#features/profile/messages';
import { SHELL_MESSAGES } from '../messages';

const initialsOf = (firstName: string, lastName: string) => `${firstName.charAt(0)}${lastName.charAt(0)}`.toLocaleUpperCase('fr-FR');

/** The member's space (spec §2): header, then the overview, events, settings and (for admins) messages tabs. */
export default function ProfilePage() {
  usePageTitle('Mon profil');
  const { user, isAdmin, can } = useAuth();
  const readsContactMessages = can('contact.manage');
  const logOutAndLeave = useLogOutAndLeave();
  const { showToast } = useToast();
  const eventsQuery = useMyEvents(user?.id);
  const membershipsQuery = useMyMemberships(user?.id);
  const paymentResult = useMembershipPaymentResult();
  const opensMembershipSection = useSectionLink(MEMBERSHIP_SECTION_ANCHOR, Boolean(user) && !membershipsQuery.isPending);
  const opensMailPreferences = useSectionLink(MAIL_PREFERENCES_ANCHOR);
  const leaveEvent = useLeaveEvent(user?.id ?? 0);
  const waitingListQuery = useMyWaitingList(user?.id);
  const leaveWaitingList = useLeaveWaitingList();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const location = useLocation();
  // The navbar's « Messages » (and the notification mail) open an admin's inbox: /profile#messages.
  const opensContactInbox = readsContactMessages && location.hash === `#${CONTACT_INBOX_ANCHOR}`;
  const [selectedTab, setSelectedTab] = useState<string>(() =>
    paymentResult || opensMembershipSection || opensMailPreferences ? 'parametres' : opensContactInbox ? CONTACT_INBOX_ANCHOR : 'apercu',
  );
  // A link to the membership section or the inbox from this very page (the card's « Adhérer en
  // ligne », the navbar's « Messages ») opens its tab.
  const [sectionLinkKey, setSectionLinkKey] = useState(location.key);
  if (sectionLinkKey !== location.key) {
    setSectionLinkKey(location.key);
    if (opensMembershipSection || opensMailPreferences) setSelectedTab('parametres');
    else if (opensContactInbox) setSelectedTab(CONTACT_INBOX_ANCHOR);
  }
  if (!user) return null;

  const events = eventsQuery.data ?? [];
  const memberships = membershipsQuery.data?.memberships;
  const isActiveMember = hasActiveMembership(memberships, toParisDate());
  const isRegularParticipant = events.length > EVENT_PAGE_SETTINGS.REGULAR_PARTICIPANT_THRESHOLD;

  async function handleLogout() {
    setIsLoggingOut(true);
    await logOutAndLeave();
  }

  async function handleLeave(event: TEvent) {
    try {
      await leaveEvent.mutateAsync(event);
      showToast(EVENT_MESSAGES.leaveSuccess, { tone: 'success', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    } catch {
      showToast(EVENT_PAGE_MESSAGES.profileLeaveFailed, { tone: 'error', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    }
  }

  async function handleLeaveWaitingList(event: TEvent) {
    try {
      const { message } = await leaveWaitingList.mutateAsync(event);
      showToast(message, { tone: 'success', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    } catch {
      showToast(WAITING_LIST_PAGE_MESSAGES.leaveFailed, { tone: 'error', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    }
  }

  const tabs = [
    { id: 'apercu', label: "Vue d'ensemble", content: <OverviewTab user={user} eventsQuery={eventsQuery} memberships={memberships} /> },
    {
      id: 'evenements',
      label: 'Événements',
      content: (
        <>
          <WaitingListSection
            events={waitingListQuery.data}
            onLeave={handleLeaveWaitingList}
            leavingEventId={leaveWaitingList.isPending ? leaveWaitingList.variables?.id : undefined}
          />
          <EventsTab eventsQuery={eventsQuery} onLeave={handleLeave} leavingEventId={leaveEvent.isPending ? leaveEvent.variables?.id : undefined} />
          <MyCalendarFeed userId={user.id} />
        </>
      ),
    },
    {
      id: 'parametres',
      label: 'Paramètres',
      content: (
        <div className={styles.settings}>
          <ProfileSettingsForm user={user} />
          <MailPreferencesSection userId={user.id} />
          <ChangeEmailForm user={user} />
          <ChangePasswordForm user={user} />
          <MyMembershipsPanel memberships={memberships} isPending={membershipsQuery.isPending} isError={membershipsQuery.isError} />
          <MyTaxReceipts userId={user.id} />
          <PersonalDataExport />
          <DangerZone />
        </div>
      ),
    },
    ...(readsContactMessages ? [{ id: CONTACT_INBOX_ANCHOR, label: 'Messages', content: <MessagesTab /> }] : []),
  ];

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        {user.profileImage ? (
          <img src={user.profileImage} alt="" className={styles.avatar} width={96} height={96} referrerPolicy="no-referrer" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(user.firstName, user.lastName)}
          </span>
        )}
        <div className={styles.identity}>
          <h1 className={styles.name}>
            {user.firstName} {user.lastName}
          </h1>
          <p className={styles.email}>{user.email}</p>
          <div className={styles.badges}>
            {isActiveMember && <Badge tone="success">{MEMBERSHIP_PAGE_MESSAGES.activeMemberBadge}</Badge>}
            {isRegularParticipant && <Badge tone="accent">{MEMBERSHIP_PAGE_MESSAGES.regularParticipantBadge}</Badge>}
            {isAdmin && <Badge tone="info">{PROFILE_PAGE_MESSAGES.adminBadge}</Badge>}
          </div>
        </div>
        <Button variant="outline" onClick={handleLogout} isLoading={isLoggingOut} className={styles.logout}>
          {SHELL_MESSAGES.logout}
        </Button>
      </header>
      {paymentResult && <MembershipPaymentResult result={paymentResult} />}
      {/* Back from HelloAsso, the member lands on their memberships and invoices. */}
      <Tabs label={PROFILE_PAGE_MESSAGES.sectionsLabel} tabs={tabs} selectedId={selectedTab} onSelect={setSelectedTab} />
    </Container>
  );
}
