import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderRoutes, sampleMember, stubApi } from '#test/render-app';
import LoginPage from './login-page';

function renderLoginPage(state?: unknown) {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', element: <p>Accueil</p> },
      { path: '/profile', element: <p>Profil</p> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Se connecter' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login form', () => {
  it('requires the identifier and the password, without calling the server', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup({ delay: null });
    renderLoginPage();

    await submit(user);

    expect(await screen.findByText("L'e-mail ou le nom d'utilisateur est obligatoire.")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail ou nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('sends the identifier as `email`, signs in and returns to the page that asked for it', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/login': () => Response.json({ access_token: 'jeton', user: sampleMember }) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderLoginPage({ from: '/profile' });

    await user.type(screen.getByLabelText("E-mail ou nom d'utilisateur"), 'camille.martin');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret123');
    await submit(user);

    expect(await screen.findByText('Profil')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    const [, init] = callsTo(fetchMock, 'POST /api/auth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'camille.martin', password: 'secret123' });
  });

  it("shows the server's detail when the credentials are refused", async () => {
    stubApi({ 'POST /api/auth/login': () => Response.json({ detail: 'Identifiant ou mot de passe incorrect.' }, { status: 401 }) });
    const user = userEvent.setup({ delay: null });
    renderLoginPage();

    await user.type(screen.getByLabelText("E-mail ou nom d'utilisateur"), 'camille.martin');
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais');
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect.');
  });

  it("falls back to 'Erreur lors de la connexion' when the server gives no detail", async () => {
    stubApi({ 'POST /api/auth/login': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const user = userEvent.setup({ delay: null });
    renderLoginPage();

    await user.type(screen.getByLabelText("E-mail ou nom d'utilisateur"), 'camille.martin');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret123');
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la connexion');
  });

  it('shows the message and prefills the e-mail another page sent through the navigation state', async () => {
    stubApi();
    renderLoginPage({ message: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.', email: 'camille@exemple.fr' });

    expect(await screen.findByText('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.')).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail ou nom d'utilisateur")).toHaveValue('camille@exemple.fr');
  });
});
