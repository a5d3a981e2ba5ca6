import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_RENEWAL_PATH, MEMBERSHIP_SECTION_ANCHOR } from '@action-plus/contract';
import { renderRoutes, stubApi } from '#test/render-app';
import { useSectionLink } from './use-section-link';

function Probe() {
  const isLinked = useSectionLink(MEMBERSHIP_SECTION_ANCHOR);
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

describe("a mail's link to a section of the profile (the reminders' to the membership)", () => {
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
