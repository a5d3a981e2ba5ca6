import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashMessage } from '#app/layout/flash-message';
import { MAIL_CONSENT_DEFINITIONS, MAIL_CONSENT_KINDS, MAIL_PREFERENCES_MESSAGES } from '@action-plus/contract';
import { PATHS } from '#config/paths';
import { callsTo, renderRoutes, sampleMember, stubApi } from '#test/render-app';
import { asRead } from '#test/as-read';
import { AUTH_PAGE_MESSAGES } from '../messages';
import RegisterPage from './register-page';

const newcomer = {
  firstName: 'Camille',
  lastName: 'Martin',
  username: 'camille.martin',
  email: 'camille.martin@exemple.fr',
  password: 'secret123',
};

function renderRegisterPage() {
  return renderRoutes(
    [
      { path: '/register', Component: RegisterPage },
      { path: '/', element: <FlashMessage /> },
    ],
    { initialEntries: ['/register'] },
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof newcomer & { confirmPassword: string }>) {
  const fields: [string, string | undefined][] = [
    ['Prénom', values.firstName],
    ['Nom', values.lastName],
    ["Nom d'utilisateur", values.username],
    ['Adresse e-mail', values.email],
    ['Mot de passe', values.password],
    ['Confirmer le mot de passe', values.confirmPassword],
  ];
  for (const [label, value] of fields) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: "S'inscrire" }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the registration form', () => {
  it('says next to each empty field that it is required, without calling the server', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup({ delay: null });
    renderRegisterPage();

    await submit(user);

    expect(await screen.findByText('Le prénom est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le nom est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText("Le nom d'utilisateur est obligatoire.")).toBeInTheDocument();
    expect(screen.getByText("L'adresse e-mail est obligatoire.")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez confirmer le mot de passe.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(0);
  });

  it('ties each message to its field for assistive technologies', async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    renderRegisterPage();

    await submit(user);

    // The form's schema loads on demand (decision 017): the messages come once it has run.
    await screen.findByText('Le prénom est obligatoire.');
    const firstName = screen.getByLabelText('Prénom');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Le prénom est obligatoire.');
  });

  it('refuses two different passwords', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup({ delay: null });
    renderRegisterPage();

    await fillForm(user, { ...newcomer, confirmPassword: 'secret124' });
    await submit(user);

    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(0);
  });

  it('refuses a password shorter than 6 characters', async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    renderRegisterPage();

    await fillForm(user, { ...newcomer, password: 'abc12', confirmPassword: 'abc12' });
    await submit(user);

    expect(await screen.findByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeInTheDocument();
    expect(screen.queryByText('Les mots de passe ne correspondent pas.')).not.toBeInTheDocument();
  });

  it('refuses an e-mail address without the shape x@y.z', async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    renderRegisterPage();

    await fillForm(user, { ...newcomer, email: 'camille@exemple', confirmPassword: newcomer.password });
    await submit(user);

    expect(await screen.findByText("Format d'email invalide")).toBeInTheDocument();
  });

  it('creates the account, which signs the newcomer in, and welcomes them on the home page, asking them to confirm their address', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/register': () => Response.json({ access_token: 'jeton', user: { ...sampleMember, ...newcomer, password: undefined } }, { status: 201 }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRegisterPage();

    await fillForm(user, { ...newcomer, confirmPassword: newcomer.password });
    await submit(user);

    const welcome = await screen.findByText(asRead(AUTH_PAGE_MESSAGES.registerSuccess));
    // The sign-up mailed the confirmation link (valid 7 days): the welcome says to open it.
    expect(welcome).toHaveTextContent(
      /^Inscription réussie\s! Bienvenue\s! Confirmez votre adresse e-mail avec le lien que nous venons de vous envoyer \(valable 7 jours\)\.$/,
    );
    expect(router.state.location.pathname).toBe('/');
    const [, init] = callsTo(fetchMock, 'POST /api/auth/register')[0]!;
    // Nothing checked, nothing consented (issue 27).
    expect(JSON.parse(String(init?.body))).toEqual({ ...newcomer, mail_consents: [] });
  });

  it('offers the kinds of mail unchecked, each with its purpose, and sends the ones the newcomer checks', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/register': () => Response.json({ access_token: 'jeton', user: { ...sampleMember, ...newcomer, password: undefined } }, { status: 201 }),
    });
    const user = userEvent.setup({ delay: null });
    renderRegisterPage();

    const choices = screen.getByRole('group', { name: AUTH_PAGE_MESSAGES.mailConsentsLegend });
    expect(choices).toHaveAccessibleDescription(asRead(MAIL_PREFERENCES_MESSAGES.explanation));
    for (const kind of MAIL_CONSENT_KINDS) {
      const checkbox = within(choices).getByRole('checkbox', { name: asRead(MAIL_CONSENT_DEFINITIONS[kind].label) });
      expect(checkbox).not.toBeChecked();
      expect(checkbox).toHaveAccessibleDescription(asRead(MAIL_CONSENT_DEFINITIONS[kind].purpose));
    }

    await fillForm(user, { ...newcomer, confirmPassword: newcomer.password });
    await user.click(within(choices).getByRole('checkbox', { name: asRead(MAIL_CONSENT_DEFINITIONS.new_events.label) }));
    await submit(user);

    await screen.findByText(asRead(AUTH_PAGE_MESSAGES.registerSuccess));
    const [, init] = callsTo(fetchMock, 'POST /api/auth/register')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ ...newcomer, mail_consents: ['new_events'] });
  });

  it('links the terms and the privacy policy under the form', () => {
    stubApi();
    renderRegisterPage();

    const consent = screen.getByText(/En créant un compte, vous acceptez nos/);
    expect(within(consent).getByRole('link', { name: "conditions d'utilisation" })).toHaveAttribute('href', PATHS.terms);
    expect(within(consent).getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', PATHS.privacy);
    expect(PATHS.privacy).toBe('/confidentialite');
  });

  it("shows the server's explanation when it refuses the account", async () => {
    stubApi({
      'POST /api/auth/register': () => Response.json({ detail: 'Un compte existe déjà avec cette adresse e-mail.' }, { status: 409 }),
    });
    const user = userEvent.setup({ delay: null });
    renderRegisterPage();

    await fillForm(user, { ...newcomer, confirmPassword: newcomer.password });
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Un compte existe déjà avec cette adresse e-mail.');
  });

  it('says when the server cannot be reached', async () => {
    stubApi({ 'POST /api/auth/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup({ delay: null });
    renderRegisterPage();

    await fillForm(user, { ...newcomer, confirmPassword: newcomer.password });
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Aucune réponse du serveur. Veuillez vérifier votre connexion.');
  });
});
