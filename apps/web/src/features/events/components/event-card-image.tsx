import type { TEvent } from '@action-plus/contract';
import { CARD_IMAGE_SIZE, getCardImage } from '../lib/event-display';
import styles from './event-card-image.module.css';

/** An event card's picture: decorative (the title says it all), sized up front so the grid does not shift, loaded when near. */
export function EventCardImage({ event, className }: { event: TEvent; className?: string }) {
  return (
    <img
      src={getCardImage(event)}
      alt=""
      width={CARD_IMAGE_SIZE.width}
      height={CARD_IMAGE_SIZE.height}
      loading="lazy"
      decoding="async"
      className={className ? `${styles.image} ${className}` : styles.image}
    />
  );
}
