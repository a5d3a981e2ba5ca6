import { useId, useState, type FormEvent } from 'react';
import { GRANTABLE_ROLES, ROLE_DEFINITIONS, type TGrantableRole, type TTeamMember } from '@action-plus/contract';
import { Alert, Badge, Button, Container, Modal, Select, Spinner, TextField, useToast } from '#components/ui';
import { useAuth } from '#lib/auth';
import { getErrorMessage } from '#lib/api-client';
import { usePageTitle } from '#lib/use-page-title';
import { useChangeRole, type RoleChange } from '../api/change-role';
import { useTeam } from '../api/get-team';
import { useAccountSearch } from '../api/search-accounts';
import { ROLES_PAGE_MESSAGES as M } from '../messages';

const fullName = (member: TTeamMember) => `${member.first_name} ${member.last_name}`;

type PendingChange = { action: RoleChange['action']; member: TTeamMember; role: TGrantableRole };

/** « Équipe et droits »: who holds which role, and the changes, each confirmed by the admin's password (decision 041). */
export default function RolesPage() {
  usePageTitle(M.title);
  const team = useTeam();
  const [search, setSearch] = useState('');
  const candidates = useAccountSearch(search);
  const [pending, setPending] = useState<PendingChange | null>(null);

  return (
    <Container>
      <h1>{M.title}</h1>
      <p>{M.intro}</p>

      <section aria-labelledby="roles-definitions">
        <h2 id="roles-definitions">{M.rolesTitle}</h2>
        <dl>
          {GRANTABLE_ROLES.map((role) => (
            <div key={role}>
              <dt>{ROLE_DEFINITIONS[role].name}</dt>
              <dd>{ROLE_DEFINITIONS[role].description}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="roles-team">
        <h2 id="roles-team">{M.teamTitle}</h2>
        {team.isPending && <Spinner label={M.teamLoading} />}
        {team.isError && <Alert tone="error">{M.teamFailed}</Alert>}
        {team.data && team.data.members.length === 0 && <p>{M.teamEmpty}</p>}
        {team.data && team.data.members.length > 0 && (
          <ul>
            {team.data.members.map((member) => (
              <li key={member.id}>
                <strong>{fullName(member)}</strong> ({member.email}){' '}
                {member.roles.map((role) => (
                  <span key={role}>
                    <Badge tone="info">{ROLE_DEFINITIONS[role].name}</Badge>{' '}
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setPending({ action: 'remove', member, role })}
                      aria-label={`${M.remove(ROLE_DEFINITIONS[role].name)} (${fullName(member)})`}
                    >
                      {M.remove(ROLE_DEFINITIONS[role].name)}
                    </Button>{' '}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="roles-grant">
        <h2 id="roles-grant">{M.searchTitle}</h2>
        <TextField label={M.searchLabel} hint={M.searchHint} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        {candidates.isFetching && <Spinner label={M.searchLoading} />}
        {candidates.isError && <Alert tone="error">{getErrorMessage(candidates.error, M.searchFailed)}</Alert>}
        {candidates.data && candidates.data.members.length === 0 && <p>{M.searchEmpty}</p>}
        {candidates.data && candidates.data.members.length > 0 && (
          <ul>
            {candidates.data.members.map((member) => (
              <CandidateRow key={member.id} member={member} onGrant={(role) => setPending({ action: 'grant', member, role })} />
            ))}
          </ul>
        )}
      </section>

      {pending && <ConfirmRoleChange change={pending} onClose={() => setPending(null)} />}
    </Container>
  );
}

function CandidateRow({ member, onGrant }: { member: TTeamMember; onGrant: (role: TGrantableRole) => void }) {
  const [chosen, setRole] = useState<TGrantableRole | ''>('');
  const offered = GRANTABLE_ROLES.filter((candidate) => !member.roles.includes(candidate));
  // A role just granted leaves the list: the choice goes back to none, not to a role the select no longer shows.
  const role = chosen && offered.includes(chosen) ? chosen : '';
  return (
    <li>
      <strong>{fullName(member)}</strong> ({member.email}){' '}
      {member.roles.map((held) => (
        <Badge key={held} tone="info">
          {ROLE_DEFINITIONS[held].name}
        </Badge>
      ))}
      {offered.length > 0 && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (role) onGrant(role);
          }}
        >
          <Select
            label={M.roleToGrant(fullName(member))}
            value={role}
            onChange={(event) => setRole(event.target.value as TGrantableRole | '')}
            placeholder={M.chooseRole}
            options={offered.map((value) => ({ value, label: ROLE_DEFINITIONS[value].name }))}
          />
          <Button type="submit" disabled={!role}>
            {M.grant}
          </Button>
        </form>
      )}
    </li>
  );
}

/** The confirmation dialog: the admin's password (an account without one leaves it empty after a recent Google sign-in). */
function ConfirmRoleChange({ change, onClose }: { change: PendingChange; onClose: () => void }) {
  const { user } = useAuth();
  const changeRole = useChangeRole();
  const { showToast } = useToast();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const roleName = ROLE_DEFINITIONS[change.role].name;
  const hasPassword = user?.hasPassword ?? true;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    changeRole.mutate(
      { action: change.action, user_id: change.member.id, role: change.role, ...(password ? { current_password: password } : {}) },
      {
        onSuccess: (answer) => {
          showToast(answer.message, { tone: 'success' });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure, M.changeFailed)),
      },
    );
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      size="sm"
      title={change.action === 'grant' ? M.confirmGrantTitle : M.confirmRemoveTitle}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={changeRole.isPending}>
            {M.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <p>{change.action === 'grant' ? M.confirmGrant(roleName, fullName(change.member)) : M.confirmRemove(roleName, fullName(change.member))}</p>
        <TextField
          label={M.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          isRequired={hasPassword}
          hint={hasPassword ? undefined : M.passwordHint}
          error={error}
        />
      </form>
    </Modal>
  );
}
