import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EVENT_MONTH_SHAPE, EVENT_SEARCH_LIMITS, EVENT_TYPES, type TEventType } from '@action-plus/contract';
import { useIsHydrated } from '#lib/use-is-hydrated';
import { usePageQuery } from '#lib/use-page-query';
import type { EventFilters } from '../api/get-event-pages';

/** The address's parameters that hold /events's search and filters. */
export const EVENT_FILTER_PARAMETERS = { search: 'q', type: 'type', month: 'month' } as const;

const isEventType = (value: string | null): value is TEventType => EVENT_TYPES.includes(value as TEventType);

/** What the address asks for, kept to what the API accepts: anything else is no filter. */
export function readEventFilters(parameters: URLSearchParams): EventFilters {
  const filters: EventFilters = {};
  const search = parameters.get(EVENT_FILTER_PARAMETERS.search)?.trim().slice(0, EVENT_SEARCH_LIMITS.QUERY_MAX).trim();
  if (search) filters.q = search;
  const type = parameters.get(EVENT_FILTER_PARAMETERS.type);
  if (isEventType(type)) filters.type = type;
  const month = parameters.get(EVENT_FILTER_PARAMETERS.month);
  if (month && month.length === 7 && EVENT_MONTH_SHAPE.test(month)) filters.month = month;
  return filters;
}

export const hasEventFilters = (filters: EventFilters) => Object.keys(filters).length > 0;

/**
 * /events's search and filters, held by the address so that a filtered list can be shared and
 * survives a reload. The server renders /events without them (a search is free text: it must not
 * make kept pages, decision 021), and the browser's first pass draws what the server drew
 * (`usePageQuery`); once the page is hydrated, the address's own filters apply.
 */
export function useEventFilters() {
  const isHydrated = useIsHydrated();
  const pageQuery = usePageQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const source = isHydrated ? searchParams : pageQuery;
  const sourceText = source.toString();
  // Keyed by the text: a new object for the same address is the same filters (and the same query).
  const filters = useMemo(() => readEventFilters(new URLSearchParams(sourceText)), [sourceText]);

  function applyFilters(next: EventFilters) {
    const parameters = new URLSearchParams();
    if (next.q?.trim()) parameters.set(EVENT_FILTER_PARAMETERS.search, next.q.trim());
    if (next.type) parameters.set(EVENT_FILTER_PARAMETERS.type, next.type);
    if (next.month) parameters.set(EVENT_FILTER_PARAMETERS.month, next.month);
    setSearchParams(parameters);
  }

  return { filters, applyFilters };
}
