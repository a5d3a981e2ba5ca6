import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ASSOCIATION_SETTINGS_MESSAGES,
  ASSOCIATION_SETTINGS_SECTIONS,
  ASSOCIATION_SETTINGS_SECTION_TITLES,
  type TAdminAssociationSettings,
  type TAssociationSettings,
  type TAssociationSettingsSection,
  type TSettingsSectionVersion,
} from '@action-plus/contract';
import { useAssociation } from '#lib/association';
import { asRead } from '#test/as-read';
import { renderRoutes, sampleAdmin, stubApi, type SentRequest } from '#test/render-app';
import AssociationSettingsPage from './association-settings-page';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M, CONTACT_LABELS, IDENTITY_LABELS, TAX_RECEIPTS_LABELS } from '../messages';

/** An association of Metz under local law, as its admins last saved it. */
const SETTINGS: TAssociationSettings = {
  identity: {
    name: 'Les Amis du Quartier',
    alternateName: 'ADQ',
    descriptor: 'Association de quartier',
    shortDescription: 'Association de quartier à Metz.',
    tagline: 'Vivre ensemble, tout simplement',
    foundedYear: 2019,
    legalForm: 'local-law',
    registryCourt: 'Metz',
    registrationNumber: 'Volume 142 Folio 7',
    rnaNumber: '',
    siret: '',
    logoUrl: '',
    accentColour: '#9c3d1a',
  },
  contact: {
    address: { street: '12 rue du Pont', postalCode: '57000', city: 'Metz', region: 'Grand Est', country: 'France', countryCode: 'FR' },
    location: { latitude: 49.12, longitude: 6.18 },
    phone: '03 87 56 75 00',
    email: 'bonjour@amis-quartier.fr',
    website: 'https://amis-quartier.fr',
    openingHours: [
      { day: 'monday', slots: [{ opens: '09:00', closes: '18:00' }] },
      { day: 'tuesday', slots: [{ opens: '09:00', closes: '18:00' }] },
      { day: 'wednesday', slots: [{ opens: '09:00', closes: '12:00' }] },
      { day: 'thursday', slots: [{ opens: '09:00', closes: '18:00' }] },
      { day: 'friday', slots: [{ opens: '09:00', closes: '18:00' }] },
      { day: 'saturday', slots: [] },
      { day: 'sunday', slots: [] },
    ],
    closures: [],
  },
  team: {
    officers: [
      { name: 'Claire Weber', role: 'Présidente', isPublicationDirector: true, photoUrl: '' },
      { name: 'Youssef Amrani', role: 'Trésorier', isPublicationDirector: false, photoUrl: '' },
    ],
  },
  presentation: {
    values: [{ name: 'Entraide', description: 'Nous nous aidons les uns les autres.' }],
    mission: ['Faire se rencontrer les habitants du quartier.'],
    purposes: [],
    timeline: [{ date: '2019-03-01', title: 'Fondation', text: 'Les statuts sont adoptés.' }],
    homeIntro: 'Fêtes, repas et coups de main entre voisins.',
    contactIntro: 'Écrivez-nous, passez nous voir.',
    donationIntro: 'Votre don paie la fête des voisins.',
  },
  testimonials: {
    testimonials: [
      { quote: 'Un quartier plus chaleureux.', author: 'Nadia', role: 'Voisine', isHidden: false },
      { quote: 'J’y ai trouvé des amis.', author: 'Paul', role: '', isHidden: false },
    ],
  },
  figures: { figures: [{ source: 'events-held', label: 'Événements', value: null }] },
  links: { socialLinks: [] },
  host: { name: 'Hébergeur SAS', address: '1 rue du Serveur, 59100 Roubaix', phone: '+33 9 00 00 00 00' },
  taxReceipts: {
    eligible: false,
    wealthTaxEligible: false,
    quality: 'Association d’intérêt général',
    object: 'Animation du quartier.',
    signatory: { name: 'Claire Weber', title: 'Présidente' },
    place: 'Metz',
    signatureImageUrl: '',
  },
  dues: {
    offers: [
      { durationMonths: 12, amountCents: 2000 },
      { durationMonths: 24, amountCents: 3500 },
    ],
    defaultDurationMonths: 12,
    invoiceMentions: { vat: "Cotisation hors du champ d'application de la TVA", additional: '' },
  },
  statutes: {
    voterCutOffDaysBefore: 0,
    honoraryMembersVote: false,
    convocationDaysBefore: 15,
    quorumPercent: 0,
    majorities: { ordinary: 'simple', statutesChange: 'two-thirds', dissolution: 'two-thirds' },
    proxiesPerMember: 2,
    secondAssemblyWithoutQuorum: true,
  },
};

const SAVED_AT = '2026-03-14T17:00:00.000Z';
const versionOf = (section: TAssociationSettingsSection, version: number, value: unknown = SETTINGS[section]): TSettingsSectionVersion => ({
  version,
  value,
  saved_at: SAVED_AT,
  saved_by_name: version === 1 ? null : 'Inès Martin',
});

const ADMIN_SETTINGS: TAdminAssociationSettings = {
  sections: Object.fromEntries(ASSOCIATION_SETTINGS_SECTIONS.map((section) => [section, versionOf(section, 4)])) as TAdminAssociationSettings['sections'],
};

type Answers = Record<string, (body: SentRequest['body'], request: SentRequest) => Response | Promise<Response>>;

/** What the rest of the open app (the footer, say) reads of the settings. */
function PhoneOfTheApp() {
  return <p data-testid="phone-of-the-app">{useAssociation().contact.phone}</p>;
}

function PageInTheApp() {
  return (
    <>
      <AssociationSettingsPage />
      <PhoneOfTheApp />
    </>
  );
}

function renderPage(answers: Answers = {}) {
  const fetchMock = stubApi({ 'GET /api/admin/association-settings': () => Response.json(ADMIN_SETTINGS), ...answers }, { user: sampleAdmin });
  renderRoutes([{ path: '/', Component: PageInTheApp }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });
  return fetchMock;
}

const sectionNamed = async (section: TAssociationSettingsSection) => screen.findByRole('region', { name: ASSOCIATION_SETTINGS_SECTION_TITLES[section] });
const writes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.requests.filter((request) => request.method !== 'GET' && request.url.startsWith('/api/admin/'));
const saveButtonOf = (region: HTMLElement) => within(region).getByRole('button', { name: M.save });

// Eleven forms on one page: under a loaded machine a story takes some seconds.
describe("the association's settings page", { timeout: 20_000 }, () => {
  it('shows every section in the order of the contract, each with its version and its values', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: M.pageTitle })).toBeInTheDocument();
    await sectionNamed('identity');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(ASSOCIATION_SETTINGS_SECTIONS.map((section) => ASSOCIATION_SETTINGS_SECTION_TITLES[section]));

    const identity = await sectionNamed('identity');
    expect(within(identity).getByLabelText(IDENTITY_LABELS.name)).toHaveValue('Les Amis du Quartier');
    expect(within(identity).getByText(M.versionLine(4, '14 mars 2026 à 18:00', 'Inès Martin'))).toBeInTheDocument();
    expect(within(await sectionNamed('contact')).getByLabelText(CONTACT_LABELS.phone)).toHaveValue('03 87 56 75 00');
    // Nothing changed yet: no save is offered.
    for (const region of screen.getAllByRole('region')) expect(saveButtonOf(region)).toBeDisabled();
  });

  it('previews a change, then saves that section alone with the version it was read at', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage({
      'PUT /api/admin/association-settings/contact': (body) => Response.json(versionOf('contact', 5, body.value)),
    });
    const contact = await sectionNamed('contact');
    const phone = within(contact).getByLabelText(CONTACT_LABELS.phone);
    await user.clear(phone);
    await user.type(phone, '03 87 00 00 00');

    expect(within(contact).getByText(asRead(M.changeLine(CONTACT_LABELS.phone, '03 87 56 75 00', '03 87 00 00 00')))).toBeInTheDocument();
    expect(saveButtonOf(await sectionNamed('identity'))).toBeDisabled();
    await user.click(saveButtonOf(contact));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [save] = writes(fetchMock);
    expect(save).toMatchObject({ method: 'PUT', url: '/api/admin/association-settings/contact' });
    expect(save!.body).toEqual({ version: 4, value: { ...SETTINGS.contact, phone: '03 87 00 00 00' } });

    const notice = await within(contact).findByText(asRead(ASSOCIATION_SETTINGS_MESSAGES.saved('contact')));
    // The focus goes to the outcome: the button pressed is disabled again, nothing being left to save.
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(saveButtonOf(contact)).toBeDisabled();
    expect(within(contact).getByText(M.versionLine(5, '14 mars 2026 à 18:00', 'Inès Martin'))).toBeInTheDocument();
    // The rest of the open app shows the saved value at once.
    expect(screen.getByTestId('phone-of-the-app')).toHaveTextContent('03 87 00 00 00');
  });

  it('says in French, next to the field, why a phone or a postal code is refused, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage();
    const contact = await sectionNamed('contact');
    const phone = within(contact).getByLabelText(CONTACT_LABELS.phone);
    const postalCode = within(contact).getByLabelText(CONTACT_LABELS.postalCode);
    await user.clear(phone);
    await user.type(phone, '12 34');
    await user.clear(postalCode);
    await user.type(postalCode, '570');
    await user.click(saveButtonOf(contact));

    const phoneError = await within(contact).findByText('Le téléphone doit être un numéro français à 10 chiffres (par exemple 03 87 56 75 00).');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone.getAttribute('aria-describedby')).toContain(phoneError.id);
    const postalCodeError = within(contact).getByText('Le code postal doit comporter 5 chiffres.');
    expect(postalCode.getAttribute('aria-describedby')).toContain(postalCodeError.id);
    await waitFor(() => expect(postalCode).toHaveFocus());
    expect(writes(fetchMock)).toEqual([]);
  });

  it('shows the register of local law or the RNA of loi 1901, checks the RNA number, and sends only the chosen registration', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage({
      'PUT /api/admin/association-settings/identity': (body) => Response.json(versionOf('identity', 5, body.value)),
    });
    const identity = await sectionNamed('identity');
    expect(within(identity).getByLabelText(IDENTITY_LABELS.registryCourt)).toHaveValue('Metz');
    expect(within(identity).getByLabelText(IDENTITY_LABELS.registrationNumber)).toBeInTheDocument();
    expect(within(identity).queryByLabelText(IDENTITY_LABELS.rnaNumber)).not.toBeInTheDocument();

    await user.click(within(identity).getByRole('radio', { name: 'Loi 1901' }));
    expect(within(identity).queryByLabelText(IDENTITY_LABELS.registryCourt)).not.toBeInTheDocument();
    const rna = within(identity).getByLabelText(IDENTITY_LABELS.rnaNumber);
    await user.type(rna, 'W57');
    await user.click(saveButtonOf(identity));
    const rnaError = await within(identity).findByText('Le numéro RNA commence par W suivi de 9 chiffres (par exemple W572012345).');
    expect(rna.getAttribute('aria-describedby')).toContain(rnaError.id);
    expect(writes(fetchMock)).toEqual([]);

    await user.type(rna, '2012345');
    await user.click(saveButtonOf(identity));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(writes(fetchMock)[0]!.body.value).toEqual({
      ...SETTINGS.identity,
      legalForm: 'law-1901',
      rnaNumber: 'W572012345',
      registryCourt: '',
      registrationNumber: '',
    });
  });

  it("keeps the admin's edits when another admin saved the section meanwhile, shows their change, and saves over it on request", async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = versionOf('contact', 5, { ...SETTINGS.contact, email: 'contact@amis-quartier.fr' });
    let current = ADMIN_SETTINGS;
    const fetchMock = renderPage({
      'GET /api/admin/association-settings': () => Response.json(current),
      'PUT /api/admin/association-settings/contact': (body) => {
        if (body.version === 4) {
          current = { sections: { ...ADMIN_SETTINGS.sections, contact: theirs } };
          return Response.json({ detail: ASSOCIATION_SETTINGS_MESSAGES.conflict('Inès Martin'), current: theirs }, { status: 409 });
        }
        return Response.json(versionOf('contact', 6, body.value));
      },
    });
    const contact = await sectionNamed('contact');
    const city = within(contact).getByLabelText(CONTACT_LABELS.city);
    await user.clear(city);
    await user.type(city, 'Montigny-lès-Metz');
    await user.click(saveButtonOf(contact));

    expect(await within(contact).findByText(asRead(ASSOCIATION_SETTINGS_MESSAGES.conflict('Inès Martin')))).toBeInTheDocument();
    expect(city).toHaveValue('Montigny-lès-Metz');
    expect(within(contact).getByText(asRead(M.changeLine(CONTACT_LABELS.email, 'bonjour@amis-quartier.fr', 'contact@amis-quartier.fr')))).toBeInTheDocument();

    await user.click(within(contact).getByRole('button', { name: M.saveOver }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(2));
    expect(writes(fetchMock)[1]!.body).toEqual({
      version: 5,
      value: { ...SETTINGS.contact, address: { ...SETTINGS.contact.address, city: 'Montigny-lès-Metz' } },
    });
    expect(await within(contact).findByText(asRead(ASSOCIATION_SETTINGS_MESSAGES.saved('contact')))).toBeInTheDocument();
  });

  it('can take the version another admin saved instead of its own edits', async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = versionOf('host', 5, { ...SETTINGS.host, name: 'Nouvel Hébergeur' });
    let current = ADMIN_SETTINGS;
    renderPage({
      'GET /api/admin/association-settings': () => Response.json(current),
      'PUT /api/admin/association-settings/host': () => {
        current = { sections: { ...ADMIN_SETTINGS.sections, host: theirs } };
        return Response.json({ detail: ASSOCIATION_SETTINGS_MESSAGES.conflict('Inès Martin'), current: theirs }, { status: 409 });
      },
    });
    const host = await sectionNamed('host');
    await user.type(within(host).getByLabelText("Adresse de l'hébergeur"), ', France');
    await user.click(saveButtonOf(host));
    await user.click(await within(host).findByRole('button', { name: M.reloadCurrent }));
    expect(within(host).getByLabelText("Nom de l'hébergeur")).toHaveValue('Nouvel Hébergeur');
    expect(within(host).getByLabelText("Adresse de l'hébergeur")).toHaveValue(SETTINGS.host.address);
    expect(saveButtonOf(host)).toBeDisabled();
  });

  it("lists a section's versions in Paris time and restores one with the version the form was read at", async () => {
    const user = userEvent.setup({ delay: null });
    const older = { ...SETTINGS.host, name: 'Ancien Hébergeur' };
    const fetchMock = renderPage({
      'GET /api/admin/association-settings/host/history': () =>
        Response.json({ versions: [versionOf('host', 4), { ...versionOf('host', 1, older), saved_at: '2025-12-01T09:30:00.000Z' }] }),
      'POST /api/admin/association-settings/host/restore': () => Response.json(versionOf('host', 5, older)),
    });
    const host = await sectionNamed('host');
    await user.click(within(host).getByText(M.historyHeading));

    const entries = await within(host).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(M.historyEntry(4, '14 mars 2026 à 18:00', 'Inès Martin'));
    expect(within(entries[0]!).queryByRole('button', { name: M.restore })).not.toBeInTheDocument();
    expect(entries[1]).toHaveTextContent(M.historyEntry(1, '1 décembre 2025 à 10:30', null));

    await user.click(within(entries[1]!).getByRole('button', { name: M.restore }));
    const dialog = await screen.findByRole('dialog', { name: M.restoreTitle(1) });
    await user.click(within(dialog).getByRole('button', { name: M.restoreConfirm }));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(writes(fetchMock)[0]).toMatchObject({ url: '/api/admin/association-settings/host/restore', body: { version: 4, restore_version: 1 } });
    await waitFor(() => expect(within(host).getByLabelText("Nom de l'hébergeur")).toHaveValue('Ancien Hébergeur'));
    const notice = within(host).getByText(asRead(ASSOCIATION_SETTINGS_MESSAGES.restored(1)));
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('sends the testimonials in their new order, a hidden one kept but hidden', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage({
      'PUT /api/admin/association-settings/testimonials': (body) => Response.json(versionOf('testimonials', 5, body.value)),
    });
    const testimonials = await sectionNamed('testimonials');
    await user.click(within(testimonials).getByRole('button', { name: M.moveUpOf('le témoignage 2') }));
    // Paul's testimonial is now the first: the focus follows it.
    await waitFor(() => expect(within(testimonials).getByRole('button', { name: M.moveDownOf('le témoignage 1') })).toHaveFocus());
    const second = within(testimonials).getByRole('group', { name: 'Témoignage 2' });
    await user.click(within(second).getByRole('checkbox', { name: 'Masquer sur le site' }));
    await user.click(saveButtonOf(testimonials));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [nadia, paul] = SETTINGS.testimonials.testimonials;
    expect(writes(fetchMock)[0]!.body).toEqual({ version: 4, value: { testimonials: [paul, { ...nadia, isHidden: true }] } });
  });

  it('asks before switching the tax receipts on, and saves only once confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage({
      'PUT /api/admin/association-settings/taxReceipts': (body) => Response.json(versionOf('taxReceipts', 5, body.value)),
    });
    const taxReceipts = await sectionNamed('taxReceipts');
    const eligible = within(taxReceipts).getByRole('checkbox', { name: TAX_RECEIPTS_LABELS.eligible });
    expect(eligible).toHaveAccessibleDescription(TAX_RECEIPTS_LABELS.eligibleWarning);
    await user.click(eligible);
    await user.click(saveButtonOf(taxReceipts));

    const dialog = await screen.findByRole('dialog', { name: TAX_RECEIPTS_LABELS.confirmOnTitle });
    expect(writes(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: TAX_RECEIPTS_LABELS.confirm }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(writes(fetchMock)[0]!.body).toEqual({ version: 4, value: { ...SETTINGS.taxReceipts, eligible: true } });
  });

  it("shows the server's reason when it refuses a section", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({
      'PUT /api/admin/association-settings/host': () => Response.json({ detail: 'Le nom de l’hébergeur est obligatoire.' }, { status: 400 }),
    });
    const host = await sectionNamed('host');
    await user.type(within(host).getByLabelText("Nom de l'hébergeur"), ' bis');
    await user.click(saveButtonOf(host));
    expect(await within(host).findByRole('alert')).toHaveTextContent('Le nom de l’hébergeur est obligatoire.');
  });
});
