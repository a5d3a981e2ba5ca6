import { useMemo, useState } from 'react';
import { toParisDate, type TMemberListItem } from '@action-plus/contract';
import { Button, Container, QueryFailedAlert, ScrollRegion, Spinner, TextField, useToast } from '#components/ui';
import { SHARED_MESSAGES } from '#config/messages';
import { saveFile } from '#lib/save-file';
import { usePageTitle } from '#lib/use-page-title';
import { useDownloadMemberInvoice } from '../api/download-invoice';
import { useMembers } from '../api/get-members';
import { AddMemberModal } from '../components/add-member-modal';
import { MemberDetailsModal } from '../components/member-details-modal';
import { MemberStateBadge } from '../components/member-state-badge';
import { RenewMembershipModal } from '../components/renew-membership-modal';
import {
  MEMBER_FILTERS,
  MEMBER_FILTER_LABELS,
  buildMembersCsv,
  countByFilter,
  filterMembers,
  formatCalendarDate,
  memberStateOn,
  membersCsvFileName,
  type TMemberFilter,
} from '../lib/member-list';
import styles from '../components/membership-admin.module.css';
import { MEMBERSHIP_PAGE_MESSAGES } from '../messages';

const TITLE = MEMBERSHIP_PAGE_MESSAGES.pageTitle;

export default function AdminMembershipsPage() {
  usePageTitle(TITLE);
  const membersQuery = useMembers();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TMemberFilter>('all');
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [detailsMember, setDetailsMember] = useState<TMemberListItem | null>(null);
  const [renewMember, setRenewMember] = useState<TMemberListItem | null>(null);
  const downloadInvoice = useDownloadMemberInvoice();
  const { showToast } = useToast();
  const today = toParisDate();

  const members = useMemo(() => membersQuery.data ?? [], [membersQuery.data]);
  const counts = useMemo(() => countByFilter(members, today), [members, today]);
  const visibleMembers = useMemo(() => filterMembers(members, { search, filter, today }), [members, search, filter, today]);

  async function handleDownload(member: TMemberListItem) {
    if (member.lastMembershipId === null) return;
    try {
      await downloadInvoice.mutateAsync(member.lastMembershipId);
    } catch {
      showToast(MEMBERSHIP_PAGE_MESSAGES.invoiceDownloadFailed, { tone: 'error' });
    }
  }

  function handleExport() {
    saveFile(new Blob([buildMembersCsv(visibleMembers, today)], { type: 'text/csv;charset=utf-8' }), membersCsvFileName(today));
  }

  return (
    <Container>
      <div className={styles.header}>
        <h1>{TITLE}</h1>
        <Button
          onClick={() => setIsAddOpen(true)}
          aria-label={MEMBERSHIP_PAGE_MESSAGES.addMember}
          title={MEMBERSHIP_PAGE_MESSAGES.addMember}
          className={styles.addButton}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </div>

      <div className={styles.toolbar}>
        <TextField
          label={MEMBERSHIP_PAGE_MESSAGES.searchLabel}
          type="search"
          placeholder={MEMBERSHIP_PAGE_MESSAGES.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
        />
        <div role="group" aria-label={MEMBERSHIP_PAGE_MESSAGES.filterLabel} className={styles.filters}>
          {MEMBER_FILTERS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={filter === option ? 'primary' : 'outline'}
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
            >
              {MEMBER_FILTER_LABELS[option]} ({counts[option]})
            </Button>
          ))}
        </div>
        <Button variant="secondary" size="sm" onClick={handleExport} disabled={visibleMembers.length === 0}>
          {MEMBERSHIP_PAGE_MESSAGES.exportCsv}
        </Button>
      </div>

      {membersQuery.isPending ? (
        <Spinner label={MEMBERSHIP_PAGE_MESSAGES.membersLoading} />
      ) : membersQuery.isError ? (
        <QueryFailedAlert query={membersQuery} fallback={MEMBERSHIP_PAGE_MESSAGES.membersLoadFailed} isFallbackOnly />
      ) : (
        <ScrollRegion label={MEMBERSHIP_PAGE_MESSAGES.tableRegion} hint={SHARED_MESSAGES.scrollTableHint} className={styles.tableWrapper}>
          <table className={styles.table}>
            <caption className="visually-hidden">{MEMBERSHIP_PAGE_MESSAGES.tableCaption(visibleMembers.length, members.length)}</caption>
            <thead>
              <tr>
                <th scope="col">Membre</th>
                <th scope="col">Email</th>
                <th scope="col">Fin d'adhésion</th>
                <th scope="col">Statut</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {visibleMembers.length === 0 ? (
                <tr>
                  <td colSpan={5} className={styles.empty}>
                    {MEMBERSHIP_PAGE_MESSAGES.noMatchingMember}
                  </td>
                </tr>
              ) : (
                visibleMembers.map((member) => {
                  const name = `${member.firstName} ${member.lastName}`;
                  const state = memberStateOn(member, today);
                  return (
                    <tr key={member.id}>
                      <th scope="row" className={styles.memberName}>
                        {name}
                      </th>
                      <td>{member.email}</td>
                      <td>{member.membership ? formatCalendarDate(member.covered_until ?? member.membership.end_date) : '—'}</td>
                      <td>
                        <MemberStateBadge state={state} />
                      </td>
                      <td>
                        <div className={styles.actions}>
                          <Button size="sm" variant="ghost" onClick={() => setDetailsMember(member)} aria-label={MEMBERSHIP_PAGE_MESSAGES.detailsOf(name)}>
                            {MEMBERSHIP_PAGE_MESSAGES.details}
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setRenewMember(member)} aria-label={MEMBERSHIP_PAGE_MESSAGES.renewOf(name)}>
                            {MEMBERSHIP_PAGE_MESSAGES.renew}
                          </Button>
                          {member.lastMembershipId !== null && (
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => handleDownload(member)}
                              isLoading={downloadInvoice.isPending && downloadInvoice.variables === member.lastMembershipId}
                              aria-label={MEMBERSHIP_PAGE_MESSAGES.invoiceOf(name)}
                            >
                              {MEMBERSHIP_PAGE_MESSAGES.invoice}
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <AddMemberModal isOpen={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <MemberDetailsModal member={detailsMember} onClose={() => setDetailsMember(null)} />
      <RenewMembershipModal member={renewMember} onClose={() => setRenewMember(null)} />
    </Container>
  );
}
