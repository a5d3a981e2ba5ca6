import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  accentColourTooPale,
  ASSOCIATION_SETTINGS_SECTIONS,
  ASSOCIATION_SETTINGS_SECTION_TITLES,
  type TAdminAssociationSettings,
  type TAssociationSettingsSection,
  type TSettingsSectionVersion,
} from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS as SETTINGS } from '@action-plus/contract/association-settings-seed';
import { asRead } from '#test/as-read';
import { renderRoutes, sampleAdmin, stubApi, type SentRequest } from '#test/render-app';
import AssociationSettingsPage from './association-settings-page';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M, IDENTITY_LABELS, IMAGE_FIELD_LABELS, TAX_RECEIPTS_LABELS, TEAM_LABELS } from '../messages';

const LOGO = '/uploads/0123456789abcdef0123456789abcdef.webp';
const NOT_AN_IMAGE = "Le fichier « notes.txt » n'est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).";

const versionOf = (section: TAssociationSettingsSection, version: number, value: unknown = SETTINGS[section]): TSettingsSectionVersion => ({
  version,
  value,
  saved_at: '2026-03-14T17:00:00.000Z',
  saved_by_name: 'Inès Martin',
});
const ADMIN_SETTINGS: TAdminAssociationSettings = {
  sections: Object.fromEntries(ASSOCIATION_SETTINGS_SECTIONS.map((section) => [section, versionOf(section, 4)])) as TAdminAssociationSettings['sections'],
};

type Answers = Record<string, (body: SentRequest['body'], request: SentRequest) => Response | Promise<Response>>;

/** The upload route's answer for one image. */
const uploaded = (imageUrl: string) =>
  Response.json({ uploaded_files: [{ image_url: imageUrl, card_url: imageUrl.replace('.webp', '-card.webp'), width: 400, height: 120 }] });

function renderPage(answers: Answers = {}) {
  const fetchMock = stubApi({ 'GET /api/admin/association-settings': () => Response.json(ADMIN_SETTINGS), ...answers }, { user: sampleAdmin });
  renderRoutes([{ path: '/', Component: AssociationSettingsPage }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });
  return fetchMock;
}

const sectionNamed = (section: TAssociationSettingsSection) => screen.findByRole('region', { name: ASSOCIATION_SETTINGS_SECTION_TITLES[section] });
const saves = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.requests.filter((request) => request.method === 'PUT');
const png = (name = 'logo.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe("the settings page's images and accent colour", { timeout: 20_000 }, () => {
  it('uploads a logo as soon as it is chosen, previews it, and saves its address with the identity', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage({
      'POST /api/upload-multiple-images': () => uploaded(LOGO),
      'PUT /api/admin/association-settings/identity': (body) => Response.json(versionOf('identity', 5, body.value)),
    });
    const identity = await sectionNamed('identity');
    expect(within(identity).getByText(IMAGE_FIELD_LABELS.none)).toBeInTheDocument();
    await user.upload(within(identity).getByLabelText(IDENTITY_LABELS.logo), png());

    const preview = await within(identity).findByRole('img', { name: IMAGE_FIELD_LABELS.previewAlt(SETTINGS.identity.name) });
    expect(preview).toHaveAttribute('src', LOGO.replace('.webp', '-card.webp'));
    const upload = fetchMock.requests.find((request) => request.url === '/api/upload-multiple-images')!;
    expect((upload.body as FormData).getAll('files')).toHaveLength(1);
    expect(within(identity).getByText(asRead(M.changeLine(IDENTITY_LABELS.logo, M.emptyValue, IMAGE_FIELD_LABELS.imageValue)))).toBeInTheDocument();

    await user.click(within(identity).getByRole('button', { name: M.save }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]!.body).toEqual({ version: 4, value: { ...SETTINGS.identity, logoUrl: LOGO } });
  });

  it('says next to the field why the server refused the file, and keeps the logo as it was', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({ 'POST /api/upload-multiple-images': () => Response.json({ detail: NOT_AN_IMAGE }, { status: 415 }) });
    const identity = await sectionNamed('identity');
    const input = within(identity).getByLabelText(IDENTITY_LABELS.logo);
    await user.upload(input, new File(['texte'], 'notes.txt', { type: 'image/png' }));

    const error = await within(identity).findByText(NOT_AN_IMAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(within(identity).queryByRole('img')).not.toBeInTheDocument();
    expect(within(identity).getByRole('button', { name: M.save })).toBeDisabled();
  });

  it('measures the accent colour as it is chosen, refuses a pale one in French and saves a readable one', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage({ 'PUT /api/admin/association-settings/identity': (body) => Response.json(versionOf('identity', 5, body.value)) });
    const identity = await sectionNamed('identity');
    const colour = within(identity).getByLabelText(IDENTITY_LABELS.accentColour);
    expect(colour).toHaveValue('#9c3d1a');
    expect(within(identity).getByText(asRead(IDENTITY_LABELS.contrastOf('#9c3d1a', '6,42', true)))).toBeInTheDocument();

    fireEvent.input(colour, { target: { value: '#f2b441' } });
    const refusal = await within(identity).findByText(asRead(accentColourTooPale(1.7473)));
    expect(within(identity).getByText(asRead(IDENTITY_LABELS.contrastOf('#f2b441', '1,74', false)))).toBeInTheDocument();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(colour.getAttribute('aria-describedby')).toContain(refusal.id);
    await user.click(within(identity).getByRole('button', { name: M.save }));
    expect(saves(fetchMock)).toEqual([]);

    fireEvent.input(colour, { target: { value: '#1d4ed8' } });
    expect(within(identity).getByText(asRead(IDENTITY_LABELS.contrastOf('#1d4ed8', '6,34', true)))).toBeInTheDocument();
    expect(within(identity).queryByText(asRead(accentColourTooPale(1.7473)))).not.toBeInTheDocument();
    await user.click(within(identity).getByRole('button', { name: M.save }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]!.body).toEqual({ version: 4, value: { ...SETTINGS.identity, accentColour: '#1d4ed8' } });
  });

  it("gives an officer a photo, removes another's, and saves the board with them", async () => {
    const user = userEvent.setup({ delay: null });
    const photo = '/uploads/fedcba9876543210fedcba9876543210.webp';
    const withPhoto = { officers: SETTINGS.team.officers.map((officer, index) => (index === 2 ? { ...officer, photoUrl: LOGO } : officer)) };
    const fetchMock = renderPage({
      'GET /api/admin/association-settings': () => Response.json({ sections: { ...ADMIN_SETTINGS.sections, team: versionOf('team', 4, withPhoto) } }),
      'POST /api/upload-multiple-images': () => uploaded(photo),
      'PUT /api/admin/association-settings/team': (body) => Response.json(versionOf('team', 5, body.value)),
    });
    const team = await sectionNamed('team');
    expect(within(team).getByRole('img', { name: IMAGE_FIELD_LABELS.previewAlt('Ahmet Ozturk') })).toBeInTheDocument();
    await user.upload(within(team).getAllByLabelText(TEAM_LABELS.photo)[0]!, png('portrait.png'));
    expect(await within(team).findByRole('img', { name: IMAGE_FIELD_LABELS.previewAlt('Cengiz Basbunar') })).toBeInTheDocument();
    await user.click(within(team).getByRole('button', { name: TEAM_LABELS.removePhotoOf(3) }));
    expect(within(team).getAllByLabelText(TEAM_LABELS.photo)[2]).toHaveFocus();
    expect(within(team).queryByRole('img', { name: IMAGE_FIELD_LABELS.previewAlt('Ahmet Ozturk') })).not.toBeInTheDocument();

    await user.click(within(team).getByRole('button', { name: M.save }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    const officers = (saves(fetchMock)[0]!.body as { value: typeof SETTINGS.team }).value.officers;
    expect(officers.map((officer) => officer.photoUrl)).toEqual([photo, '', '']);
  });

  it('uploads the signature the receipts print', async () => {
    const user = userEvent.setup({ delay: null });
    const signature = '/uploads/00000000000000000000000000000abc.webp';
    const fetchMock = renderPage({
      'POST /api/upload-multiple-images': () => uploaded(signature),
      'PUT /api/admin/association-settings/taxReceipts': (body) => Response.json(versionOf('taxReceipts', 5, body.value)),
    });
    const receipts = await sectionNamed('taxReceipts');
    await user.upload(within(receipts).getByLabelText(TAX_RECEIPTS_LABELS.signatureImage), png('signature.png'));
    expect(await within(receipts).findByRole('img', { name: IMAGE_FIELD_LABELS.previewAlt(SETTINGS.taxReceipts.signatory.name) })).toBeInTheDocument();
    await user.click(within(receipts).getByRole('button', { name: M.save }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]!.body).toEqual({ version: 4, value: { ...SETTINGS.taxReceipts, signatureImageUrl: signature } });
  });
});
