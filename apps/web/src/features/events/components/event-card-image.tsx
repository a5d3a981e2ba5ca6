import type { TEvent } from '@action-plus/contract';
import { CARD_IMAGE_SIZE, getCardImage } from '../lib/event-display';
import styles from './event-card-image.module.css';

type EventCardImageProps = {
  event: TEvent;
  className?: string;
  /** The first card a page shows is likely its largest paint: its picture loads at once, first. */
  isAboveFold?: boolean;
};

/** An event card's picture: decorative (the title says it all), sized up front so the grid does not shift, loaded when near. */
export function EventCardImage({ event, className, isAboveFold = false }: EventCardImageProps) {
  return (
    <img
      src={getCardImage(event)}
      alt=""
      width={CARD_IMAGE_SIZE.width}
      height={CARD_IMAGE_SIZE.height}
      loading={isAboveFold ? 'eager' : 'lazy'}
      fetchPriority={isAboveFold ? 'high' : undefined}
      decoding="async"
      className={className ? `${styles.image} ${className}` : styles.image}
    />
  );
}
