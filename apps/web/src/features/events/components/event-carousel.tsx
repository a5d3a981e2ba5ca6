import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './event-icons';
import { useVisibleCount } from './use-visible-count';
import styles from './event-carousel.module.css';
import { EVENT_PAGE_MESSAGES, EVENT_PAGE_SETTINGS } from '../messages';

/** A horizontal move longer than this, in CSS pixels, is a swipe. */
const SWIPE_THRESHOLD_PX = 40;

export type EventCarouselProps<TItem> = {
  items: readonly TItem[];
  getKey: (item: TItem) => string | number;
  renderItem: (item: TItem) => ReactNode;
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  /** Fixed count for tests and small screens; by default it follows the window's width. */
  visibleCount?: number;
};

/**
 * The /events carousel: previous/next buttons, at most five position dots plus a 'more' dot,
 * arrow keys (and Home/End) anywhere inside it, swipe with any pointer. Every card stays in the
 * accessibility tree; a card that receives the keyboard focus is scrolled into view.
 */
export function EventCarousel<TItem>({ items, getKey, renderItem, labelledBy, visibleCount }: EventCarouselProps<TItem>) {
  const windowCount = useVisibleCount();
  // Cards keep their width when there are fewer of them than places: one past event is not a banner.
  const perView = Math.max(1, visibleCount ?? windowCount);
  const positionCount = Math.max(1, items.length - perView + 1);
  const [requestedIndex, setIndex] = useState(0);
  const index = Math.min(requestedIndex, positionCount - 1);
  const viewportRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const isPointerDown = useRef(false);
  const hintId = useId();

  const goTo = (target: number) => {
    // The browser may have scrolled the overflow:hidden box to reveal a clicked card: the transform alone places the cards.
    if (viewportRef.current) viewportRef.current.scrollLeft = 0;
    setIndex(Math.max(0, Math.min(target, positionCount - 1)));
  };
  const hasControls = positionCount > 1;

  // Dots come in pages of five; the 'more' dot leads to the next page.
  const maxDots = EVENT_PAGE_SETTINGS.CAROUSEL_MAX_DOTS;
  const dotPageStart = Math.floor(index / maxDots) * maxDots;
  const dotPositions = Array.from({ length: Math.min(maxDots, positionCount - dotPageStart) }, (_, offset) => dotPageStart + offset);
  const nextPageStart = dotPageStart + maxDots;
  const hasMore = nextPageStart < positionCount;

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: positionCount - 1 };
    const destination = moves[event.key];
    if (destination === undefined || !hasControls) return;
    event.preventDefault();
    goTo(destination);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    isPointerDown.current = true;
    const release = () => (isPointerDown.current = false);
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const deltaX = event.clientX - start.x;
    const deltaY = event.clientY - start.y;
    if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX || Math.abs(deltaX) < Math.abs(deltaY)) return;
    goTo(deltaX < 0 ? index + 1 : index - 1);
    // A swipe that ends over a link must not also follow it.
    suppressNextClick(event.currentTarget);
  }

  function handleFocus(position: number) {
    // A click focuses its button too, and moving the cards then would take the button from under
    // the pointer before the click ends: only the keyboard's focus moves them.
    if (isPointerDown.current) return;
    // The browser scrolls an overflow:hidden box to reveal a focused child; the transform does that job.
    if (viewportRef.current) viewportRef.current.scrollLeft = 0;
    if (position < index) goTo(position);
    else if (position >= index + perView) goTo(position - perView + 1);
  }

  // At rest (first position, one card per view) the stylesheet's defaults say the same, and the
  // server's first render must not write the style: the CSP refuses a style attribute in the HTML,
  // whereas one set later from script is allowed.
  const isAtRest = index === 0 && perView === 1;
  const trackStyle = isAtRest ? undefined : ({ '--carousel-index': index, '--carousel-per-view': perView } as CSSProperties);

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carrousel"
      aria-labelledby={labelledBy}
      aria-describedby={hasControls ? hintId : undefined}
      onKeyDown={handleKeyDown}
    >
      {hasControls && (
        <p id={hintId} className="visually-hidden">
          {EVENT_PAGE_MESSAGES.carouselHint}
        </p>
      )}
      <div
        ref={viewportRef}
        className={styles.viewport}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        onDragStart={(event) => event.preventDefault()}
      >
        <ul className={styles.track} style={trackStyle}>
          {items.map((item, position) => (
            <li
              key={getKey(item)}
              className={styles.slide}
              aria-roledescription="diapositive"
              aria-label={`${position + 1} / ${items.length}`}
              data-visible={position >= index && position < index + perView ? 'true' : 'false'}
              onFocus={() => handleFocus(position)}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </div>

      {hasControls && (
        <div className={styles.controls}>
          {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(index - 1)}
            aria-disabled={index === 0 || undefined}
            aria-label={EVENT_PAGE_MESSAGES.carouselPrevious}
          >
            <ChevronLeftIcon />
          </button>
          <div className={styles.dots} role="group" aria-label={EVENT_PAGE_MESSAGES.carouselDots}>
            {dotPositions.map((position) => (
              <button
                key={position}
                type="button"
                className={styles.dot}
                aria-label={EVENT_PAGE_MESSAGES.carouselGoTo(position + 1, positionCount)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            ))}
            {hasMore && (
              <button
                type="button"
                className={`${styles.dot} ${styles.moreDot}`}
                aria-label={EVENT_PAGE_MESSAGES.carouselMore(positionCount - nextPageStart)}
                onClick={() => goTo(nextPageStart)}
              />
            )}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(index + 1)}
            aria-disabled={index >= positionCount - 1 || undefined}
            aria-label={EVENT_PAGE_MESSAGES.carouselNext}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}

function suppressNextClick(element: HTMLElement) {
  const cancel = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  element.addEventListener('click', cancel, { capture: true, once: true });
  // If no click follows (touch), drop the listener before the next real click.
  setTimeout(() => element.removeEventListener('click', cancel, { capture: true }), 0);
}
