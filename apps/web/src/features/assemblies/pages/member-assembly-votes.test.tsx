import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { ASSEMBLY_MESSAGES, type TMemberAssembly } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { callsTo, renderRoutes, sampleMember, stubApi } from '#test/render-app';
import AssembliesPage from './assemblies-page';
import { ASSEMBLY_MEMBER_MESSAGES as M } from '../messages';

/** An open session whose one vote, an election of two seats among three, is open; the reader is checked in. */
const SESSION: TMemberAssembly = {
  id: 7,
  title: 'Assemblée générale 2026',
  starts_at: '2026-12-12T17:30:00.000Z',
  date: '2026-12-12',
  time: '18:30',
  place: 'Salle des fêtes, Metz',
  online_url: null,
  state: 'open',
  cut_off_date: '2026-12-12',
  voters_count: 12,
  agenda_items: [],
  resolutions: [
    {
      id: 31,
      position: 0,
      title: 'Élection du bureau',
      text: '',
      kind: 'election',
      seats: 2,
      candidates: [
        { id: 1, name: 'Chloé Dupont' },
        { id: 2, name: 'David Leroy' },
        { id: 3, name: 'Emma Petit' },
      ],
      majority: null,
      vote_state: 'open',
      result: null,
    },
  ],
  quorum: { voters: 12, present: 5, represented: 1, required: 0, is_reached: true },
  proxies_per_member: 2,
  me: {
    voter_id: 40,
    answer: 'present',
    proxy_holder: null,
    proxy_requests: [],
    checked_in: true,
    votes_for: [{ voter_id: 40, first_name: 'Camille', last_name: 'Martin' }],
    votes_cast: [],
  },
  has_minutes: false,
};

function renderSession(vote: () => Response) {
  const fetchMock = stubApi(
    {
      'GET /api/assemblies/7': () => Response.json(SESSION),
      'GET /api/assemblies/7/documents': () => Response.json({ documents: [] }),
      'POST /api/assemblies/7/resolutions/31/vote': vote,
    },
    { user: sampleMember },
  );
  renderRoutes([{ path: '/assemblees/:id', Component: AssembliesPage }], {
    initialEntries: ['/assemblees/7'],
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('a voter’s ballot in an election', () => {
  it('refuses more candidates than seats in French without sending, then sends the choice and shows the receipt code once, focused', async () => {
    const { fetchMock, user } = renderSession(() =>
      Response.json({ message: ASSEMBLY_MESSAGES.voteRecorded, receipt_code: 'ABCDE-FGHJK-MNPQR-STVWX' }, { status: 201 }),
    );
    const ballot = await screen.findByRole('group', { name: M.ballotOwn });
    for (const name of ['Chloé Dupont', 'David Leroy', 'Emma Petit']) await user.click(within(ballot).getByRole('checkbox', { name }));
    await user.click(within(ballot).getByRole('button', { name: M.vote }));
    expect(within(ballot).getByText(asRead(ASSEMBLY_MESSAGES.tooManyCandidatesChosen(2)))).toBeInTheDocument();
    expect(within(ballot).getByRole('checkbox', { name: 'Chloé Dupont' })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/assemblies/7/resolutions/31/vote')).toHaveLength(0);

    await user.click(within(ballot).getByRole('checkbox', { name: 'Emma Petit' }));
    await user.click(within(ballot).getByRole('button', { name: M.vote }));
    const receipt = await screen.findByRole('status', { name: `${M.receiptHeading} — ${M.ballotOwn}` });
    expect(receipt).toHaveTextContent('ABCDE-FGHJK-MNPQR-STVWX');
    expect(receipt).toHaveTextContent(asRead(M.receiptAdvice));
    await waitFor(() => expect(receipt).toHaveFocus());
    const sent = fetchMock.requests.find((request) => request.url.endsWith('/resolutions/31/vote'));
    expect(sent?.body).toEqual({ voter_id: 40, choice: null, candidate_ids: [1, 2] });

    await user.click(within(receipt).getByRole('button', { name: M.receiptDismiss }));
    expect(screen.queryByText('ABCDE-FGHJK-MNPQR-STVWX')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal beside the ballot and keeps the choice', async () => {
    const { user } = renderSession(() => Response.json({ detail: ASSEMBLY_MESSAGES.alreadyVoted }, { status: 409 }));
    const ballot = await screen.findByRole('group', { name: M.ballotOwn });
    await user.click(within(ballot).getByRole('checkbox', { name: 'David Leroy' }));
    await user.click(within(ballot).getByRole('button', { name: M.vote }));
    expect(await within(ballot).findByRole('alert')).toHaveTextContent(asRead(ASSEMBLY_MESSAGES.alreadyVoted));
    expect(within(ballot).getByRole('checkbox', { name: 'David Leroy' })).toBeChecked();
  });
});
