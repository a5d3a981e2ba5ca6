import { useState, type KeyboardEvent } from 'react';
import { toCardImageUrl } from '@action-plus/contract';
import { ChevronLeftIcon, ChevronRightIcon } from './event-icons';
import styles from './event-image-carousel.module.css';
import { EVENT_PAGE_MESSAGES, EVENT_PAGE_SETTINGS } from '../messages';

/** The offsets around the current image shown as thumbnails: five, or all of them when fewer. */
export function getVisibleSlides(current: number, total: number, visible: number = EVENT_PAGE_SETTINGS.DETAIL_VISIBLE_SLIDES): number[] {
  if (total <= 0) return [];
  const count = Math.min(visible, total);
  const first = current - Math.floor((count - 1) / 2);
  return Array.from({ length: count }, (_, offset) => (((first + offset) % total) + total) % total);
}

/**
 * The detail page's pictures: one large image and a strip of five thumbnails centred on it,
 * wrapping around at both ends; buttons, arrow keys and the thumbnails move through them.
 */
export function EventImageCarousel({ images, title }: { images: readonly string[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const total = images.length;

  // An event without pictures shows none: no placeholder pushes its text down (issue 23).
  if (total === 0) return null;

  const index = Math.min(current, total - 1);
  const move = (step: number) => setCurrent((((index + step) % total) + total) % total);
  const hasControls = total > 1;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!hasControls) return;
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  }

  return (
    <div className={styles.carousel} role="group" aria-roledescription="carrousel" aria-label={title} onKeyDown={handleKeyDown}>
      <div className={styles.stage}>
        <img
          key={images[index]}
          src={images[index]}
          alt={EVENT_PAGE_MESSAGES.imageAlt(title, index + 1, total)}
          width={1600}
          height={1000}
          className={styles.image}
        />
        {hasControls && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={() => move(-1)} aria-label={EVENT_PAGE_MESSAGES.imagePrevious}>
              <ChevronLeftIcon />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => move(1)} aria-label={EVENT_PAGE_MESSAGES.imageNext}>
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {hasControls && (
        <ul className={styles.thumbnails}>
          {getVisibleSlides(index, total).map((position) => (
            <li key={position}>
              <button
                type="button"
                className={styles.thumbnail}
                onClick={() => setCurrent(position)}
                aria-label={EVENT_PAGE_MESSAGES.imageGoTo(position + 1, total)}
                aria-current={position === index ? 'true' : undefined}
              >
                <img src={toCardImageUrl(images[position]!)} alt="" width={160} height={100} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
