import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { EventCard, type EventCardProps } from './event-card';
import { buildEvent } from '../test/event-fixture';
import { DEFAULT_EVENT_IMAGE } from '../lib/event-display';

afterEach(cleanup);

function renderCard(props: Partial<EventCardProps> = {}) {
  const onToggleParticipation = vi.fn();
  render(
    <MemoryRouter>
      <EventCard event={buildEvent()} canParticipate isRegistered={false} onToggleParticipation={onToggleParticipation} {...props} />
    </MemoryRouter>,
  );
  return { card: screen.getByRole('article'), onToggleParticipation };
}

describe('EventCard', () => {
  it('shows the title, the day and short month, the count out of the maximum, and links to the event', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('heading', { name: 'Soirée contes du monde' })).toBeInTheDocument();
    expect(within(card).getByText('14')).toBeInTheDocument();
    expect(within(card).getByText('juin')).toBeInTheDocument();
    expect(within(card).getByText('12 / 50')).toBeInTheDocument();
    expect(within(card).getByText('Salle Braun, Metz')).toBeInTheDocument();
    expect(within(card).getByText('20:30')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Voir les détails/ })).toHaveAttribute('href', '/events/7');
  });

  it('shows a series at its next date, « et N autres dates », linking to that date', () => {
    const { card } = renderCard({ event: buildEvent({ id: 12, series_id: 3, series_later_dates_count: 3 }) });
    expect(within(card).getByText('dimanche 14 juin 2099 et 3 autres dates')).toBeVisible();
    expect(within(card).getByRole('link', { name: /^Voir les détails/ })).toHaveAttribute('href', '/events/12');
    cleanup();
    renderCard({ event: buildEvent({ series_id: 3, series_later_dates_count: 1 }) });
    expect(screen.getByText('dimanche 14 juin 2099 et 1 autre date')).toBeInTheDocument();
  });

  it('says nothing of other dates on a single event nor on the last date of a series', () => {
    renderCard({ event: buildEvent({ series_id: 3, series_later_dates_count: 0 }) });
    expect(screen.queryByText(/autres? dates?$/)).not.toBeInTheDocument();
    cleanup();
    renderCard();
    expect(screen.queryByText(/autres? dates?$/)).not.toBeInTheDocument();
  });

  it("marks featured events 'Événement spécial' and no others", () => {
    renderCard({ event: buildEvent({ isFeatured: true }) });
    expect(screen.getByText('Événement spécial')).toBeInTheDocument();
  });

  it('shows no featured badge on an ordinary event', () => {
    renderCard();
    expect(screen.queryByText('Événement spécial')).not.toBeInTheDocument();
  });

  it('cuts the description at 100 characters', () => {
    const description = `${'a'.repeat(100)}ZZZ la suite cachée`;
    renderCard({ event: buildEvent({ description }) });
    expect(screen.getByText(`${'a'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.queryByText(/la suite cachée/)).not.toBeInTheDocument();
  });

  it('keeps a description of 100 characters or fewer whole', () => {
    const description = 'b'.repeat(100);
    renderCard({ event: buildEvent({ description }) });
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('defaults the location to Paris and the time to 19:00', () => {
    renderCard({ event: buildEvent({ location: '', time: '' }) });
    expect(screen.getByText('Paris')).toBeInTheDocument();
    expect(screen.getByText('19:00')).toBeInTheDocument();
  });

  it('shows ∞ for an event without a maximum', () => {
    renderCard({ event: buildEvent({ max_participants: 0, participant_count: 3 }) });
    expect(screen.getByText('3 / ∞')).toBeInTheDocument();
  });

  it('uses the default image when the event has none, and the card variant of an uploaded one', () => {
    const { card } = renderCard();
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('src', DEFAULT_EVENT_IMAGE);
  });

  it("loads the picture of the page's first card at once and first, and only that one", () => {
    const { card } = renderCard({ isAboveFold: true });
    expect(card.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(card.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    cleanup();
    expect(renderCard().card.querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it('shows the card-sized variant of an uploaded image', () => {
    const id = 'a'.repeat(32);
    const { card } = renderCard({ event: buildEvent({ images: [`/uploads/${id}.webp`] }) });
    expect(card.querySelector('img')).toHaveAttribute('src', `/uploads/${id}-card.webp`);
  });

  it("offers 'Participer' to a member not registered, and says 'S'inscrire' under the pointer", async () => {
    const user = userEvent.setup();
    const { onToggleParticipation } = renderCard();
    const button = screen.getByRole('button', { name: /Participer/ });
    await user.hover(button);
    expect(button).toHaveTextContent("S'inscrire");
    await user.unhover(button);
    expect(button).toHaveTextContent('Participer');
    await user.click(button);
    expect(onToggleParticipation).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("shows 'Inscrit' to a registered member, and 'Se désinscrire' under the pointer or the keyboard focus", async () => {
    const user = userEvent.setup();
    renderCard({ isRegistered: true });
    const button = screen.getByRole('button', { name: /Inscrit/ });
    fireEvent.mouseEnter(button);
    expect(button).toHaveTextContent('Se désinscrire');
    fireEvent.mouseLeave(button);
    expect(button).toHaveTextContent('Inscrit');
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveTextContent('Se désinscrire');
    await user.tab();
    expect(button).toHaveTextContent('Inscrit');
  });

  it('shows no participate button to visitors', () => {
    renderCard({ canParticipate: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows a past event with the 'Passé' badge, its full date and no button", () => {
    renderCard({ event: buildEvent({ isPast: true, date: '2024-03-09', starts_at: '2024-03-09T18:00:00.000Z' }) });
    expect(screen.getByText('Passé')).toBeInTheDocument();
    expect(screen.getByText('samedi 9 mars 2024')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
