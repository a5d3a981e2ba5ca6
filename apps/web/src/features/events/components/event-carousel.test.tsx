import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventCarousel } from './event-carousel';

afterEach(cleanup);

function renderCarousel(count: number, visibleCount = 1) {
  const items = Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Événement ${index + 1}` }));
  render(
    <>
      <h2 id="titre">Événements à venir</h2>
      <EventCarousel
        items={items}
        getKey={(item) => item.id}
        renderItem={(item) => <a href={`/events/${item.id}`}>{item.title}</a>}
        labelledBy="titre"
        visibleCount={visibleCount}
      />
    </>,
  );
  return screen.getByRole('group', { name: 'Événements à venir' });
}

const dotsOf = (carousel: HTMLElement) => within(within(carousel).getByRole('group', { name: 'Choisir la position du carrousel' })).getAllByRole('button');
const currentDot = (carousel: HTMLElement) => dotsOf(carousel).find((dot) => dot.getAttribute('aria-current') === 'true');

describe('EventCarousel', () => {
  it("shows at most five dots plus a 'more' dot when there are more positions", () => {
    const carousel = renderCarousel(8);
    const dots = dotsOf(carousel);
    expect(dots).toHaveLength(6);
    expect(dots.slice(0, 5).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      "Aller à l'événement 1 sur 8",
      "Aller à l'événement 2 sur 8",
      "Aller à l'événement 3 sur 8",
      "Aller à l'événement 4 sur 8",
      "Aller à l'événement 5 sur 8",
    ]);
    expect(dots[5]).toHaveAccessibleName('Voir les 3 événements suivants');
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 1 sur 8");
  });

  it("shows no 'more' dot when five dots cover every position", () => {
    const carousel = renderCarousel(5);
    expect(dotsOf(carousel)).toHaveLength(5);
  });

  it('counts positions, not cards, when several cards are visible at once', () => {
    const carousel = renderCarousel(4, 3);
    expect(dotsOf(carousel)).toHaveLength(2);
  });

  it('shows no controls when every card is visible', () => {
    const carousel = renderCarousel(2, 3);
    expect(within(carousel).queryByRole('button')).not.toBeInTheDocument();
    // The two cards keep a third of the width each: they do not stretch to fill the row.
    expect(within(carousel).getByRole('list').style.getPropertyValue('--carousel-per-view')).toBe('3');
  });

  it("moves with the previous and next buttons and the 'more' dot", async () => {
    const user = userEvent.setup();
    const carousel = renderCarousel(8);
    const previous = within(carousel).getByRole('button', { name: 'Événements précédents' });
    const next = within(carousel).getByRole('button', { name: 'Événements suivants' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    await user.click(next);
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 3 sur 8");
    await user.click(previous);
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 2 sur 8");
    await user.click(within(carousel).getByRole('button', { name: 'Voir les 3 événements suivants' }));
    // The second page of dots: positions 6 to 8, and no 'more' dot left.
    expect(dotsOf(carousel).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      "Aller à l'événement 6 sur 8",
      "Aller à l'événement 7 sur 8",
      "Aller à l'événement 8 sur 8",
    ]);
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 6 sur 8");
  });

  it('goes to the position of a dot', async () => {
    const user = userEvent.setup();
    const carousel = renderCarousel(6);
    await user.click(within(carousel).getByRole('button', { name: "Aller à l'événement 4 sur 6" }));
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 4 sur 6");
  });

  it('moves with the arrow keys, Home and End, wherever the focus is inside it', async () => {
    const user = userEvent.setup();
    const carousel = renderCarousel(6);
    await user.click(within(carousel).getByRole('button', { name: 'Événements suivants' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 4 sur 6");
    await user.keyboard('{ArrowLeft}');
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 3 sur 6");
    await user.keyboard('{End}');
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 6 sur 6");
    await user.keyboard('{ArrowRight}');
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 6 sur 6");
    await user.keyboard('{Home}');
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 1 sur 6");
  });

  it('brings a card into view when it receives the keyboard focus', async () => {
    const user = userEvent.setup();
    const carousel = renderCarousel(4);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(carousel).getByRole('link', { name: 'Événement 3' })).toHaveFocus();
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 3 sur 4");
  });

  it('stays put when a card out of view is focused by a click, so that the click ends on what it began on', async () => {
    const user = userEvent.setup();
    const carousel = renderCarousel(4);
    await user.click(within(carousel).getByRole('link', { name: 'Événement 4' }));
    expect(within(carousel).getByRole('link', { name: 'Événement 4' })).toHaveFocus();
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 1 sur 4");
  });

  it('follows a swipe to the left or to the right, and ignores a short move', () => {
    const carousel = renderCarousel(5);
    const viewport = within(carousel).getAllByRole('listitem')[0]!.closest('ul')!.parentElement!;
    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(viewport, { clientX: fromX, clientY: 100, pointerId: 1, pointerType: 'touch' });
      fireEvent.pointerUp(viewport, { clientX: toX, clientY: 105, pointerId: 1, pointerType: 'touch' });
    };
    swipe(300, 100);
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 2 sur 5");
    swipe(300, 290);
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 2 sur 5");
    swipe(100, 300);
    expect(currentDot(carousel)).toHaveAccessibleName("Aller à l'événement 1 sur 5");
  });
});
