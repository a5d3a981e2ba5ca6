import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { ASSEMBLY_MESSAGES, type TAssembly, type TAssemblyDocument, type TResolution } from '@action-plus/contract';
import { callsTo, renderRoutes, sampleAdmin, sampleAssociation, stubApi } from '#test/render-app';
import AdminAssembliesPage from './admin-assemblies-page';
import { ASSEMBLY_ADMIN_MESSAGES as A } from '../messages';

const RESULT = {
  online: { yes: 4, no: 1, abstain: 0, ballots: 5 },
  paper: { yes: 0, no: 0, abstain: 0 },
  yes: 4,
  no: 1,
  abstain: 0,
  voters_present_or_represented: 9,
  outcome: 'adopted' as const,
  candidates: [],
};

const resolution = (changes: Partial<TResolution>): TResolution => ({
  id: 1,
  position: 0,
  title: 'Approbation des comptes',
  text: '',
  kind: 'ordinary',
  seats: null,
  candidates: [],
  majority: 'simple',
  vote_state: 'pending',
  result: null,
  ...changes,
});

/** An open session below its quorum, under statutes that let a second assembly decide without one. */
const SESSION: TAssembly = {
  id: 5,
  title: 'Assemblée générale 2026',
  starts_at: '2026-12-12T17:30:00.000Z',
  date: '2026-12-12',
  time: '18:30',
  place: 'Salle des fêtes, Metz',
  online_url: null,
  state: 'open',
  cut_off_date: '2026-12-12',
  voters_count: 20,
  agenda_items: [],
  resolutions: [resolution({ id: 1, vote_state: 'closed', result: RESULT }), resolution({ id: 2, title: 'Budget 2027', position: 1 })],
  statutes: { ...sampleAssociation.statutes, quorumPercent: 50, secondAssemblyWithoutQuorum: true },
  quorum: { voters: 20, present: 6, represented: 3, required: 10, is_reached: false },
  voters_frozen_at: '2026-11-20T10:00:00.000Z',
  convocation_sent_at: '2026-11-20T10:05:00.000Z',
  chair_name: null,
  secretary_name: null,
  closed_at: null,
};

const documentOf = (id: number, position: number, title: string): TAssemblyDocument => ({
  id,
  position,
  title,
  file_name: `document-${id}.pdf`,
  size_bytes: 120_000,
  created_at: '2026-11-20T10:00:00.000Z',
  url: `/api/assemblies/5/documents/${id}`,
});
const DOCUMENTS = [documentOf(11, 0, 'Rapport moral'), documentOf(12, 1, 'Budget 2027')];

/** The documents as the server keeps them: a PUT with a position moves one, as the API does. */
function documentsServer(initial: TAssemblyDocument[]) {
  let documents = initial;
  const put = (id: number) => (body: unknown) => {
    const { title, position } = body as { title: string; position: number | null };
    const moved = { ...documents.find((document) => document.id === id)!, title };
    const others = documents.filter((document) => document.id !== id);
    others.splice(position ?? documents.indexOf(documents.find((document) => document.id === id)!), 0, moved);
    documents = others.map((document, index) => ({ ...document, position: index }));
    return Response.json({ documents });
  };
  return {
    'GET /api/admin/assemblies/5/documents': () => Response.json({ documents }),
    'PUT /api/admin/assemblies/5/documents/11': put(11),
    'PUT /api/admin/assemblies/5/documents/12': put(12),
  };
}

function renderSession(documents: TAssemblyDocument[] = []) {
  const fetchMock = stubApi(
    {
      'GET /api/admin/assemblies/5': () => Response.json(SESSION),
      'GET /api/admin/assemblies/5/voters': () => Response.json({ voters: [], late_renewals: [] }),
      ...documentsServer(documents),
      'GET /api/admin/assemblies': () => Response.json({ assemblies: [] }),
      'PUT /api/admin/assemblies/5/resolutions/1/paper-totals': () => Response.json(SESSION),
      'POST /api/admin/assemblies/5/resolutions/2/open': () => Response.json(SESSION),
    },
    { user: sampleAdmin },
  );
  renderRoutes([{ path: '/admin/assemblees/:id', Component: AdminAssembliesPage }], {
    initialEntries: ['/admin/assemblees/5'],
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });
  return { fetchMock, user: userEvent.setup() };
}

const sentBody = (fetchMock: ReturnType<typeof stubApi>, path: string) => fetchMock.requests.find((request) => request.url.endsWith(path))?.body;

afterEach(() => vi.unstubAllGlobals());

describe('the session in the administration', () => {
  it('refuses a paper total that is not a whole number under its field, then sends the totals typed', async () => {
    const { fetchMock, user } = renderSession();
    const paper = await screen.findByRole('form', { name: A.paperHeading });
    const no = within(paper).getByRole('textbox', { name: A.paperNo });
    await user.clear(no);
    await user.type(no, 'deux');
    await user.click(within(paper).getByRole('button', { name: A.paperSave }));
    expect(within(paper).getByText(A.paperNumber)).toBeInTheDocument();
    expect(no).toHaveFocus();
    expect(callsTo(fetchMock, 'PUT /api/admin/assemblies/5/resolutions/1/paper-totals')).toHaveLength(0);

    await user.clear(no);
    await user.type(no, '2');
    await user.type(within(paper).getByRole('textbox', { name: A.paperYes }), '1');
    await user.click(within(paper).getByRole('button', { name: A.paperSave }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/assemblies/5/resolutions/1/paper-totals')).toHaveLength(1));
    expect(sentBody(fetchMock, '/paper-totals')).toEqual({ yes: 1, no: 2, abstain: 0, candidates: [] });
  });

  it('opens a vote below the quorum only once the second assembly is confirmed', async () => {
    const { fetchMock, user } = renderSession();
    const open = await screen.findByRole('button', { name: A.openVoteNamed('Budget 2027') });
    await user.click(open);
    await waitFor(() => expect(sentBody(fetchMock, '/resolutions/2/open')).toEqual({ without_quorum: false }));

    fetchMock.requests.length = 0;
    await user.click(screen.getByRole('checkbox', { name: A.withoutQuorumLabel }));
    await user.click(open);
    await waitFor(() => expect(sentBody(fetchMock, '/resolutions/2/open')).toEqual({ without_quorum: true }));
  });
});

describe('the documents of an assembly in the administration', () => {
  it('moves a document down or up, never past either end, keeping the focus on the button and saying where it went', async () => {
    const { fetchMock, user } = renderSession(DOCUMENTS);
    const upFirst = await screen.findByRole('button', { name: A.moveUpNamed('Rapport moral') });
    expect(upFirst).toHaveAttribute('aria-disabled', 'true');
    await user.click(upFirst);
    expect(callsTo(fetchMock, 'PUT /api/admin/assemblies/5/documents/11')).toHaveLength(0);
    expect(screen.getByRole('button', { name: A.moveDownNamed('Budget 2027') })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: A.moveDownNamed('Rapport moral') }));
    await waitFor(() => expect(sentBody(fetchMock, '/documents/11')).toEqual({ title: 'Rapport moral', position: 1 }));
    expect(await screen.findByText(A.documentMoved(2, 2))).toBeInTheDocument();
    const downMoved = screen.getByRole('button', { name: A.moveDownNamed('Rapport moral') });
    await waitFor(() => expect(downMoved).toHaveFocus());
    expect(downMoved).toHaveAttribute('aria-disabled', 'true');
    expect(within(screen.getAllByRole('listitem').at(-1)!).getByText('Rapport moral')).toBeInTheDocument();
  });

  it('renames a document in place, refusing an empty title under its field', async () => {
    const { fetchMock, user } = renderSession(DOCUMENTS);
    await user.click(await screen.findByRole('button', { name: A.renameNamed('Rapport moral') }));
    const field = screen.getByRole('textbox', { name: A.renameLabel('Rapport moral') });
    expect(field).toHaveValue('Rapport moral');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: A.renameSave }));
    expect(screen.getByText(ASSEMBLY_MESSAGES.documentTitleRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/assemblies/5/documents/11')).toHaveLength(0);

    await user.type(field, '  Rapport moral 2026 ');
    await user.click(screen.getByRole('button', { name: A.renameSave }));
    await waitFor(() => expect(sentBody(fetchMock, '/documents/11')).toEqual({ title: 'Rapport moral 2026', position: null }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: A.renameLabel('Rapport moral') })).not.toBeInTheDocument());
    expect(await screen.findByText(A.renamed)).toBeInTheDocument();
  });
});
