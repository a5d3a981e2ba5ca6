import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARED_MESSAGES } from '#config/messages';
import { ApiError } from '#lib/api-client';
import { QueryFailedAlert, type FailedQuery } from './query-failed-alert';

const FALLBACK = 'Les ateliers n’ont pas pu être chargés.';

const failedQuery = (overrides: Partial<FailedQuery> = {}): FailedQuery => ({
  error: new TypeError('Failed to fetch'),
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

afterEach(cleanup);

describe('the alert of a read that failed', () => {
  it('says why in the server’s words when it gave a reason', () => {
    render(<QueryFailedAlert query={failedQuery({ error: new ApiError(503, 'Le service est momentanément indisponible.') })} fallback={FALLBACK} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Le service est momentanément indisponible.');
    expect(alert).not.toHaveTextContent(FALLBACK);
  });

  it('says the screen’s own sentence when the failure gives no reason', () => {
    const { rerender } = render(<QueryFailedAlert query={failedQuery()} fallback={FALLBACK} />);
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);

    rerender(<QueryFailedAlert query={failedQuery({ error: new ApiError(502, null) })} fallback={FALLBACK} />);
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);
  });

  it('says only the screen’s sentence when asked to, whatever the server said', () => {
    render(<QueryFailedAlert query={failedQuery({ error: new ApiError(500, 'Une erreur interne est survenue.') })} fallback={FALLBACK} isFallbackOnly />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(FALLBACK);
    expect(alert).not.toHaveTextContent('Une erreur interne est survenue.');
  });

  it('reads again when « Réessayer » is pressed', async () => {
    const refetch = vi.fn();
    render(<QueryFailedAlert query={failedQuery({ refetch })} fallback={FALLBACK} />);
    const retry = within(screen.getByRole('alert')).getByRole('button', { name: SHARED_MESSAGES.retry });
    expect(retry).toHaveTextContent('Réessayer');
    expect(retry).toBeEnabled();
    expect(retry).not.toHaveAttribute('aria-busy');

    await userEvent.setup({ delay: null }).click(retry);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps its button busy while the read runs again, so that a second press sends nothing', async () => {
    const refetch = vi.fn();
    const { rerender } = render(<QueryFailedAlert query={failedQuery({ refetch, isFetching: true })} fallback={FALLBACK} />);
    const retry = screen.getByRole('button', { name: SHARED_MESSAGES.retry });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(retry).toBeDisabled();
    await userEvent.setup({ delay: null }).click(retry);
    expect(refetch).not.toHaveBeenCalled();

    rerender(<QueryFailedAlert query={failedQuery({ refetch, isFetching: false })} fallback={FALLBACK} />);
    expect(screen.getByRole('button', { name: SHARED_MESSAGES.retry })).toBeEnabled();
  });

  it('names its button as the screen asks', () => {
    render(<QueryFailedAlert query={failedQuery()} fallback={FALLBACK} retryLabel="Recharger la liste" />);
    expect(screen.getByRole('button', { name: 'Recharger la liste' })).toBeInTheDocument();
  });
});
