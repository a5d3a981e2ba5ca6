import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './association-settings.module.css';
import { CONTACT_LABELS as L } from '../messages';

type Point = { latitude: number; longitude: number };

/** Half the box, in degrees: about a kilometre each way at Metz's latitude (1° of longitude is some 73 km there). */
const HALF_SPAN = { latitude: 0.009, longitude: 0.0135 };
/** An arrow moves the point about 10 m; with Shift, about 100 m. */
const STEP = { latitude: 0.0001, longitude: 0.00014 };
const DECIMALS = 6;

const round = (value: number) => Number(value.toFixed(DECIMALS));
const clampPercent = (value: number) => Math.min(100, Math.max(0, value));
const frenchNumber = (value: number) => String(value).replace('.', ',');

const MOVES: Record<string, Point> = {
  ArrowUp: { latitude: 1, longitude: 0 },
  ArrowDown: { latitude: -1, longitude: 0 },
  ArrowLeft: { latitude: 0, longitude: -1 },
  ArrowRight: { latitude: 0, longitude: 1 },
};

type LocationPickerProps = {
  /** The saved place, at the box's centre: what the point is moved from. */
  center: Point;
  /** The typed coordinates; NaN while a field holds no number. */
  point: Point;
  onMove: (point: Point) => void;
};

/**
 * A plan with no map behind it (no outside service, no map library): a box around the saved place
 * in which the point moves by the arrow keys or by dragging, writing the latitude and longitude
 * fields, which stay the main way to set the place.
 */
export function LocationPicker({ center, point, onMove }: LocationPickerProps) {
  const helpId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const isDragging = useRef(false);
  const shown = Number.isFinite(point.latitude) && Number.isFinite(point.longitude) ? point : center;
  const left = clampPercent(50 + ((shown.longitude - center.longitude) / HALF_SPAN.longitude) * 50);
  const top = clampPercent(50 - ((shown.latitude - center.latitude) / HALF_SPAN.latitude) * 50);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const factor = event.shiftKey ? 10 : 1;
    onMove({
      latitude: round(shown.latitude + move.latitude * STEP.latitude * factor),
      longitude: round(shown.longitude + move.longitude * STEP.longitude * factor),
    });
  }

  function moveTo(event: PointerEvent<HTMLDivElement>) {
    const box = boxRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    const x = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const y = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
    onMove({
      latitude: round(center.latitude - (y * 2 - 1) * HALF_SPAN.latitude),
      longitude: round(center.longitude + (x * 2 - 1) * HALF_SPAN.longitude),
    });
  }

  return (
    <div className={styles.picker}>
      <div
        ref={boxRef}
        className={styles.pickerBox}
        role="application"
        aria-roledescription="plan"
        aria-label={L.picker}
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={handleKeyDown}
        onPointerDown={(event) => {
          isDragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          event.currentTarget.focus();
          moveTo(event);
        }}
        onPointerMove={(event) => isDragging.current && moveTo(event)}
        onPointerUp={() => (isDragging.current = false)}
        onPointerCancel={() => (isDragging.current = false)}
      >
        <span className={styles.pickerCenter} aria-hidden="true" />
        <span className={styles.pickerPoint} style={{ left: `${left}%`, top: `${top}%` }} aria-hidden="true" />
      </div>
      <p id={helpId} className={styles.hint}>
        {L.pickerHelp}
      </p>
      <p className={styles.hint} aria-live="polite">
        {L.pickerPosition(frenchNumber(shown.latitude), frenchNumber(shown.longitude))}
      </p>
    </div>
  );
}
