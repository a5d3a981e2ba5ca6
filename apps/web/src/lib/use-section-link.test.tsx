import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_RENEWAL_PATH } from '@action-plus/contract';
import { renderRoutes, stubApi } from '#test/render-app';
import { useMembershipSectionLink } from './use-membership-section-link';

function Probe() {
  const isLinked = useMembershipSectionLink(true);
  return (
    <section id="adhesion">
      <p>{isLinked ? 'ouvert sur la section' : 'ouvert en haut'}</p>
    </section>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the reminders' link to the membership section", () => {
  it('opens the section and scrolls it into view', async () => {
    stubApi();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderRoutes([{ path: '/profile', element: <Probe /> }], { initialEntries: [MEMBERSHIP_RENEWAL_PATH] });
    expect(screen.getByText('ouvert sur la section')).toBeInTheDocument();
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' }));
  });

  it('leaves any other address of the profile alone', () => {
    stubApi();
    renderRoutes([{ path: '/profile', element: <Probe /> }], { initialEntries: ['/profile'] });
    expect(screen.getByText('ouvert en haut')).toBeInTheDocument();
  });
});
