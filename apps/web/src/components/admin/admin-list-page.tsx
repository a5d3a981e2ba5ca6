import type { Key, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Container, QueryFailedAlert, ScrollRegion, Spinner } from '#components/ui';
import styles from './admin-list.module.css';

/** What an administration list says while it loads, when it fails or is empty, and of its table. */
export interface AdminListWords {
  loading: string;
  failed: string;
  empty: string;
  tableLabel: string;
  tableHint: string;
}

export interface AdminListPageProps<TData, TItem> {
  heading: string;
  /** The page's main action, beside its heading (« Nouvel article »). */
  action: ReactNode;
  /** The sentences under the heading (paragraphs with the `intro` style). */
  intro: ReactNode;
  query: UseQueryResult<TData>;
  itemsOf: (data: TData) => readonly TItem[];
  keyOf: (item: TItem) => Key;
  columns: readonly string[];
  /** A row's cells, its first a `<th scope="row">` naming it. */
  cellsOf: (item: TItem) => ReactNode;
  words: AdminListWords;
  /** What the page shows beside its list (a confirmation dialog). */
  children?: ReactNode;
}

/**
 * A page of the administration that lists records (articles, announcements, assemblies): its
 * heading and action, then the list's loading, failure with « Réessayer », emptiness, or its table
 * in a region that scrolls sideways on a phone.
 */
export function AdminListPage<TData, TItem>({
  heading,
  action,
  intro,
  query,
  itemsOf,
  keyOf,
  columns,
  cellsOf,
  words,
  children,
}: AdminListPageProps<TData, TItem>) {
  const items = query.isSuccess ? itemsOf(query.data) : [];
  return (
    <Container>
      <div className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        {action}
      </div>
      {intro}

      {query.isPending ? (
        <Spinner label={words.loading} isBlock />
      ) : query.isError ? (
        <QueryFailedAlert query={query} fallback={words.failed} />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{words.empty}</p>
      ) : (
        <ScrollRegion label={words.tableLabel} hint={words.tableHint}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={keyOf(item)}>{cellsOf(item)}</tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {children}
    </Container>
  );
}
