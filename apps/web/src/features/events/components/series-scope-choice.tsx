import { useId } from 'react';
import type { TSeriesScope } from '@action-plus/contract';
import { EVENT_SERIES_PAGE_MESSAGES } from '../messages';
import styles from './series-scope-choice.module.css';

export type SeriesScope = TSeriesScope;

export type SeriesScopeChoiceProps = {
  /** An edit asks what to apply the changes to; a deletion, what to delete. */
  purpose: 'edit' | 'delete';
  scope: TSeriesScope;
  onChange: (scope: TSeriesScope) => void;
  isDisabled?: boolean;
};

/** Each scope the server knows, with its words: the label says what the hint details (decision 023). */
const SCOPE_OPTIONS: readonly { scope: TSeriesScope; label: string; hint: string }[] = [
  { scope: 'this', label: EVENT_SERIES_PAGE_MESSAGES.scopeThis, hint: EVENT_SERIES_PAGE_MESSAGES.scopeThisHint },
  { scope: 'following', label: EVENT_SERIES_PAGE_MESSAGES.scopeFollowing, hint: EVENT_SERIES_PAGE_MESSAGES.scopeFollowingHint },
  { scope: 'upcoming', label: EVENT_SERIES_PAGE_MESSAGES.scopeUpcoming, hint: EVENT_SERIES_PAGE_MESSAGES.scopeUpcomingHint },
];

/**
 * « Cette date seulement », « Cette date et les suivantes » or « Toutes les dates à venir »: what an
 * edit or a deletion of a date of a series reaches, each choice with the sentence that details it.
 */
export function SeriesScopeChoice({ purpose, scope, onChange, isDisabled = false }: SeriesScopeChoiceProps) {
  const name = useId();
  return (
    <fieldset className={styles.group} disabled={isDisabled}>
      <legend className={styles.legend}>
        {purpose === 'edit' ? EVENT_SERIES_PAGE_MESSAGES.editScopeLegend : EVENT_SERIES_PAGE_MESSAGES.deleteScopeLegend}
      </legend>
      {SCOPE_OPTIONS.map((option) => (
        <div key={option.scope} className={styles.choice}>
          <label className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.scope}
              checked={scope === option.scope}
              onChange={() => onChange(option.scope)}
              aria-describedby={`${name}-${option.scope}`}
            />
            {option.label}
          </label>
          <p id={`${name}-${option.scope}`} className={styles.hint}>
            {option.hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
