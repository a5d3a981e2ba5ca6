import { useId } from 'react';
import { accentColourTooPale, accentContrastOf, formatContrastRatio, HEX_COLOUR, MINIMUM_TEXT_CONTRAST } from '@action-plus/contract';
import styles from './association-settings.module.css';
import { IDENTITY_LABELS as L } from '../messages';

type AccentColourFieldProps = {
  value: string;
  onChange: (colour: string) => void;
  /** The schema's error once the form was submitted. */
  error?: string;
};

/**
 * The accent colour, with its contrast measured as it is chosen: the same measure and the same
 * French refusal as the contract's schema, shown at once rather than at the save.
 */
export function AccentColourField({ value, onChange, error }: AccentColourFieldProps) {
  const inputId = `couleur-${useId()}`;
  const ratio = HEX_COLOUR.test(value) ? accentContrastOf(value) : null;
  // A colour that reads as one is judged here at once, as the schema will; the schema speaks for anything else.
  const liveError = ratio === null ? error : ratio < MINIMUM_TEXT_CONTRAST ? accentColourTooPale(ratio) : undefined;
  return (
    <div className={styles.colourField}>
      <label htmlFor={inputId} className={styles.imageLabel}>
        {L.accentColour}
      </label>
      <p id={`${inputId}-aide`} className={styles.hint}>
        {L.accentColourHint}
      </p>
      <div className={styles.imageRow}>
        <input
          id={inputId}
          type="color"
          className={styles.colourInput}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={[`${inputId}-aide`, `${inputId}-contraste`, liveError ? `${inputId}-erreur` : ''].filter(Boolean).join(' ')}
          aria-invalid={liveError ? true : undefined}
        />
        <output id={`${inputId}-contraste`} htmlFor={inputId} className={styles.hint} aria-live="polite">
          {ratio === null ? '' : L.contrastOf(value, formatContrastRatio(ratio), ratio >= MINIMUM_TEXT_CONTRAST)}
        </output>
      </div>
      {liveError && (
        <p id={`${inputId}-erreur`} className={styles.error}>
          {liveError}
        </p>
      )}
    </div>
  );
}
