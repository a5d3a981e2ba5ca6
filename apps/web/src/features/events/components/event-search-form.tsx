import { useState, type FormEvent } from 'react';
import { EVENT_SEARCH_LIMITS, EVENT_TYPES, type TEventType } from '@action-plus/contract';
import { HydratedForm } from '#components/forms/hydrated-form';
import { Button, Select, TextField } from '#components/ui';
import type { EventFilters } from '../api/get-event-pages';
import { EVENT_FINDING_MESSAGES, EVENT_TYPE_LABELS } from '../messages';
import styles from './event-search-form.module.css';

const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));

type EventSearchFormProps = {
  filters: EventFilters;
  onSearch: (filters: EventFilters) => void;
};

/**
 * /events's search box and filters. What is typed stays in the form until it is sent; then the
 * address holds it (use-event-filters.ts). The page keys the form by the filters, so that going
 * back to an earlier address shows that address's search.
 */
export function EventSearchForm({ filters, onSearch }: EventSearchFormProps) {
  const [search, setSearch] = useState(filters.q ?? '');
  const [type, setType] = useState<string>(filters.type ?? '');
  const [month, setMonth] = useState(filters.month ?? '');
  const isFiltered = Boolean(filters.q || filters.type || filters.month);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ q: search.trim() || undefined, type: (type || undefined) as TEventType | undefined, month: month || undefined });
  }

  return (
    <HydratedForm role="search" aria-label={EVENT_FINDING_MESSAGES.filtersRegion} className={styles.form} onSubmit={handleSubmit}>
      <div className={styles.fields}>
        <TextField
          className={styles.search}
          label={EVENT_FINDING_MESSAGES.searchLabel}
          hint={EVENT_FINDING_MESSAGES.searchHint}
          type="search"
          name="q"
          value={search}
          maxLength={EVENT_SEARCH_LIMITS.QUERY_MAX}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={EVENT_FINDING_MESSAGES.typeFilterLabel}
          name="type"
          options={TYPE_OPTIONS}
          placeholder={EVENT_FINDING_MESSAGES.anyType}
          value={type}
          onChange={(event) => setType(event.target.value)}
        />
        <TextField
          label={EVENT_FINDING_MESSAGES.monthFilterLabel}
          type="month"
          name="month"
          min="1900-01"
          max="2999-12"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{EVENT_FINDING_MESSAGES.searchSubmit}</Button>
        {isFiltered && (
          <Button type="button" variant="outline" onClick={() => onSearch({})}>
            {EVENT_FINDING_MESSAGES.clearFilters}
          </Button>
        )}
      </div>
    </HydratedForm>
  );
}
