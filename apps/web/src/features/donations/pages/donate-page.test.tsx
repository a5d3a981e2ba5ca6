import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DONATION_MESSAGES, PAYMENT_RESULT_MESSAGES, TAX_RECEIPT_MENTIONS } from '@action-plus/contract';
import { callsTo, renderRoutes, stubApi, withAssociation } from '#test/render-app';
import { createQueryClient } from '#lib/query-client';
import { donationKeys } from '../api/donation-keys';
import { DonationForm } from '../components/donation-form';
import { DONATION_PAGE_MESSAGES as M } from '../messages';
import DonatePage from './donate-page';
import { asRead } from '#test/as-read';

const OPTIONS = 'GET /api/donations/options';
const CHECKOUT = 'POST /api/donations/checkout';
const REDIRECT = 'https://checkout.helloasso.test/paiement/42';

const stubOptions = (options: { tax_receipts: boolean; online: boolean }, checkout?: (body: unknown) => Response) =>
  stubApi({ [OPTIONS]: () => Response.json(options), [CHECKOUT]: checkout ?? (() => Response.json({ redirect_url: REDIRECT }, { status: 201 })) });

const renderPage = (entry = '/faire-un-don') => renderRoutes([{ path: '/faire-un-don', Component: DonatePage }], { initialEntries: [entry] });

function renderForm(issuesReceipts: boolean) {
  const onRedirect = vi.fn();
  renderRoutes([{ path: '/', Component: () => <DonationForm issuesReceipts={issuesReceipts} onRedirect={onRedirect} /> }]);
  return onRedirect;
}

async function fillDonor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Prénom/), 'Inès');
  await user.type(screen.getByLabelText(/^Nom/), 'Moreau');
  await user.type(screen.getByLabelText(/^E-mail/), 'ines@exemple.fr');
  await user.type(screen.getByLabelText(/^Adresse/), '5 rue Serpenoise');
  await user.type(screen.getByLabelText(/^Code postal/), '57000');
  await user.type(screen.getByLabelText(/^Ville/), 'Metz');
}

describe('the donation page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers 20, 50 and 100 € or a free amount, and says what the gift saves in tax when receipts are issued', async () => {
    stubOptions({ tax_receipts: true, online: true });
    renderPage();
    expect(await screen.findByText(TAX_RECEIPT_MENTIONS.taxReduction)).toBeInTheDocument();
    expect(screen.getByText(asRead(TAX_RECEIPT_MENTIONS.individualsOnly))).toBeInTheDocument();
    const amounts = screen.getByRole('radiogroup', { name: M.amountLegend });
    expect(within(amounts).getByRole('radio', { name: '20 €' })).not.toBeChecked();
    expect(within(amounts).getByRole('radio', { name: '50 €' })).toBeChecked();
    expect(within(amounts).getByRole('radio', { name: '100 €' })).toBeInTheDocument();
    expect(within(amounts).getByRole('radio', { name: M.otherAmount })).toBeInTheDocument();
    expect(screen.getByText(M.receiptPromise)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donner 50 € avec HelloAsso' })).toBeInTheDocument();
  });

  it('promises no receipt when the association issues none', async () => {
    stubOptions({ tax_receipts: false, online: true });
    // The options as the server's render brings them: the page draws them at once.
    const queryClient = createQueryClient();
    queryClient.setQueryData(donationKeys.options, { tax_receipts: false, online: true });
    renderRoutes([{ path: '/faire-un-don', Component: DonatePage }], { initialEntries: ['/faire-un-don'], queryClient });
    expect(screen.getByRole('radiogroup', { name: M.amountLegend })).toBeInTheDocument();
    expect(screen.getByText(M.donorHint)).toBeInTheDocument();
    expect(screen.queryByText(TAX_RECEIPT_MENTIONS.taxReduction)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/reçu fiscal|réduction d.impôt/i);
  });

  it('tells how to give by cheque or transfer when online payment is off, without the form', async () => {
    stubOptions({ tax_receipts: false, online: false });
    renderPage();
    expect(await screen.findByRole('heading', { name: M.offlineTitle })).toBeInTheDocument();
    expect(screen.getByText('3A rue des Jardiniers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@actionplusmetz.org' })).toHaveAttribute('href', 'mailto:contact@actionplusmetz.org');
    expect(screen.queryByRole('form', { name: M.formLabel })).not.toBeInTheDocument();
  });

  it('makes the cheque out to the association of the settings, sent to its address, and says what a gift does in its words', async () => {
    stubOptions({ tax_receipts: false, online: false });
    renderRoutes([{ path: '/faire-un-don', Component: DonatePage }], {
      initialEntries: ['/faire-un-don'],
      association: withAssociation({
        identity: { name: 'Le Cercle des Voisins' },
        contact: {
          address: { street: '12 place du Marché', postalCode: '67000', city: 'Strasbourg', region: '', country: 'France', countryCode: 'FR' },
          email: 'bonjour@cercle.example',
        },
        presentation: { donationIntro: 'Votre don fait vivre la fête du quartier.' },
      }),
    });
    const offline = (await screen.findByRole('heading', { name: M.offlineTitle })).closest('section')!;
    expect(within(offline).getByText(asRead(M.byCheque('Le Cercle des Voisins')), { exact: false })).toBeInTheDocument();
    expect(within(offline).getByText('12 place du Marché')).toBeInTheDocument();
    expect(within(offline).getByText('67000 Strasbourg')).toBeInTheDocument();
    expect(within(offline).getByRole('link', { name: 'bonjour@cercle.example' })).toHaveAttribute('href', 'mailto:bonjour@cercle.example');
    expect(screen.getByText('Votre don fait vivre la fête du quartier.')).toBeInTheDocument();
  });

  it('brings the form back as the donor left it after a refused or cancelled payment, and forgets it once paid', async () => {
    stubOptions({ tax_receipts: true, online: true });
    const user = userEvent.setup();
    const onRedirect = renderForm(true);
    await user.click(screen.getByRole('radio', { name: M.otherAmount }));
    await user.type(screen.getByLabelText(/^Montant libre/), '35');
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Donner 35 € avec HelloAsso' }));
    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalled());
    cleanup();

    renderPage('/faire-un-don?paiement=annule');
    expect(await screen.findByText(asRead(PAYMENT_RESULT_MESSAGES.donation.annule))).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Inès'));
    expect(screen.getByLabelText(/^Montant libre/)).toHaveValue('35');
    expect(screen.getByLabelText(/^Ville/)).toHaveValue('Metz');
    cleanup();

    renderPage('/faire-un-don?paiement=recu');
    expect(await screen.findByText(asRead(PAYMENT_RESULT_MESSAGES.donation.recu))).toBeInTheDocument();
    cleanup();
    renderPage('/faire-un-don?paiement=annule');
    expect(await screen.findByText(asRead(PAYMENT_RESULT_MESSAGES.donation.annule))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('');
  });

  it('thanks the donor back from HelloAsso', async () => {
    stubOptions({ tax_receipts: true, online: true });
    renderPage('/faire-un-don?paiement=recu');
    expect(await screen.findByText(asRead(PAYMENT_RESULT_MESSAGES.donation.recu))).toBeInTheDocument();
  });
});

describe('the donation form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the missing details next to their fields and sends nothing', async () => {
    const fetchStub = stubOptions({ tax_receipts: true, online: true });
    const user = userEvent.setup();
    const onRedirect = renderForm(true);
    await user.click(screen.getByRole('button', { name: /Donner 50/ }));
    expect(await screen.findByText(DONATION_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ville/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchStub, CHECKOUT)).toHaveLength(0);
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('sends the chosen amount and the donor, then leaves for HelloAsso', async () => {
    const fetchStub = stubOptions({ tax_receipts: true, online: true });
    const user = userEvent.setup();
    const onRedirect = renderForm(true);
    await user.click(screen.getByRole('radio', { name: '20 €' }));
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Donner 20 € avec HelloAsso' }));
    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalledWith(REDIRECT));
    expect(fetchStub.requests.find((request) => request.method === 'POST' && request.url.includes('/api/donations/checkout'))?.body).toEqual({
      amount: 20,
      firstName: 'Inès',
      lastName: 'Moreau',
      email: 'ines@exemple.fr',
      address: '5 rue Serpenoise',
      postalCode: '57000',
      city: 'Metz',
      country: 'France',
    });
  });

  it('checks a free amount against the bounds of the contract', async () => {
    const fetchStub = stubOptions({ tax_receipts: false, online: true });
    const user = userEvent.setup();
    const onRedirect = renderForm(false);
    await user.click(screen.getByRole('radio', { name: M.otherAmount }));
    await fillDonor(user);
    await user.type(screen.getByLabelText(/^Montant libre/), '0,5');
    await user.click(screen.getByRole('button', { name: 'Donner avec HelloAsso' }));
    expect(await screen.findByText(DONATION_MESSAGES.amountTooSmall)).toBeInTheDocument();
    expect(callsTo(fetchStub, CHECKOUT)).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Montant libre/));
    await user.type(screen.getByLabelText(/^Montant libre/), '35,50');
    await user.click(screen.getByRole('button', { name: 'Donner 35,5 € avec HelloAsso' }));
    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalled());
    expect(fetchStub.requests.find((request) => request.method === 'POST' && request.url.includes('/api/donations/checkout'))?.body).toMatchObject({
      amount: 35.5,
    });
  });

  it('shows what the server answers when the payment cannot start', async () => {
    stubOptions({ tax_receipts: false, online: true }, () => Response.json({ detail: DONATION_MESSAGES.onlinePaymentUnavailable }, { status: 503 }));
    const user = userEvent.setup();
    const onRedirect = renderForm(false);
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: /Donner 50/ }));
    expect(await screen.findByText(asRead(DONATION_MESSAGES.onlinePaymentUnavailable))).toBeInTheDocument();
    expect(onRedirect).not.toHaveBeenCalled();
  });
});
