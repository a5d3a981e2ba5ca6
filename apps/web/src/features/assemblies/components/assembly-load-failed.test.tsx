import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ASSEMBLY_MESSAGES } from '@action-plus/contract';
import { SHARED_MESSAGES } from '#config/messages';
import { ApiError } from '#lib/api-client';
import { AssemblyLoadFailed } from './assembly-load-failed';

describe('an assembly that did not load', () => {
  it('says that it does not exist on a 404', () => {
    render(
      <AssemblyLoadFailed
        query={{ error: new ApiError(404, ASSEMBLY_MESSAGES.notFound), isFetching: false, refetch: vi.fn() }}
        heading="Assemblées générales"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: ASSEMBLY_MESSAGES.notFound })).toBeInTheDocument();
  });

  it('keeps the page’s heading on another failure, says why, and tries again on demand', async () => {
    const refetch = vi.fn();
    render(
      <AssemblyLoadFailed
        query={{ error: new ApiError(503, 'Le service est momentanément indisponible.'), isFetching: false, refetch }}
        heading="Assemblées générales"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Assemblées générales' })).toBeInTheDocument();
    expect(screen.getByText('Le service est momentanément indisponible.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: SHARED_MESSAGES.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
