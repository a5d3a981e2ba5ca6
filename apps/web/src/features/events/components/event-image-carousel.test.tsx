import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventImageCarousel, getVisibleSlides } from './event-image-carousel';

afterEach(cleanup);

const images = Array.from({ length: 7 }, (_, index) => `https://images.example.org/${index + 1}.jpg`);

describe('EventImageCarousel', () => {
  it('shows five thumbnails centred on the current image, wrapping around both ends', () => {
    expect(getVisibleSlides(0, 7)).toEqual([5, 6, 0, 1, 2]);
    expect(getVisibleSlides(6, 7)).toEqual([4, 5, 6, 0, 1]);
    expect(getVisibleSlides(1, 3)).toEqual([0, 1, 2]);
  });

  it('moves with the buttons and the arrow keys, from the last image back to the first', async () => {
    const user = userEvent.setup();
    render(<EventImageCarousel images={images} title="Concert" />);
    expect(screen.getByRole('img', { name: 'Concert, image 1 sur 7' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(screen.getByRole('img', { name: 'Concert, image 7 sur 7' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Concert, image 1 sur 7' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Afficher l'image 3 sur 7" }));
    expect(screen.getByRole('button', { name: "Afficher l'image 3 sur 7" })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('button', { name: /^Afficher l'image/ })).toHaveLength(5);
  });

  it('shows nothing without pictures: no placeholder above the event', () => {
    const { container } = render(<EventImageCarousel images={[]} title="Concert" />);
    expect(container).toBeEmptyDOMElement();
  });
});
