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

/** « Cette date seulement » or « Toutes les dates à venir »: what an edit or a deletion of a date of a series reaches. */
export function SeriesScopeChoice({ purpose, scope, onChange, isDisabled = false }: SeriesScopeChoiceProps) {
  const name = useId();
  const hintId = `${name}-aide`;
  return (
    <fieldset className={styles.group} disabled={isDisabled}>
      <legend className={styles.legend}>
        {purpose === 'edit' ? EVENT_SERIES_PAGE_MESSAGES.editScopeLegend : EVENT_SERIES_PAGE_MESSAGES.deleteScopeLegend}
      </legend>
      <label className={styles.option}>
        <input type="radio" name={name} value="this" checked={scope === 'this'} onChange={() => onChange('this')} />
        {EVENT_SERIES_PAGE_MESSAGES.scopeThis}
      </label>
      <label className={styles.option}>
        <input type="radio" name={name} value="following" checked={scope === 'following'} onChange={() => onChange('following')} aria-describedby={hintId} />
        {EVENT_SERIES_PAGE_MESSAGES.scopeFollowing}
      </label>
      <p id={hintId} className={styles.hint}>
        {EVENT_SERIES_PAGE_MESSAGES.scopeFollowingHint}
      </p>
    </fieldset>
  );
}

/** The event page's line saying that this event is one date of a series. */
export function SeriesNotice() {
  return <p className={styles.notice}>{EVENT_SERIES_PAGE_MESSAGES.partOfSeries}</p>;
}
