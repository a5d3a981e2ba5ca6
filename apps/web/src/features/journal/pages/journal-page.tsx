import { useState } from 'react';
import { Alert, Button, Container, QueryFailedAlert, Spinner } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { usePageTitle } from '#lib/use-page-title';
import { useDownloadJournalCsv } from '../api/download-journal-csv';
import { useJournalPages, type JournalFilters } from '../api/get-journal-pages';
import { JournalFiltersForm } from '../components/journal-filters';
import { JournalTable } from '../components/journal-table';
import styles from '../components/journal.module.css';
import { JOURNAL_PAGE_MESSAGES as M } from '../messages';

/**
 * « Journal » (admins, decision 042): every administrative act, filtered by person, action, target
 * and Paris days, a page at a time (« Charger plus »), and the same selection as a CSV.
 */
export default function JournalPage() {
  usePageTitle(M.pageTitle);
  const [filters, setFilters] = useState<JournalFilters>({});
  const journal = useJournalPages(filters);
  const download = useDownloadJournalCsv();
  const entries = journal.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Container>
      <h1>{M.pageTitle}</h1>
      <p className={styles.intro}>{M.intro}</p>
      <section aria-labelledby="journal-filters">
        <h2 id="journal-filters">{M.filtersHeading}</h2>
        <JournalFiltersForm onApply={setFilters} />
      </section>
      <p>
        <Button variant="secondary" onClick={() => download.mutate(filters)} isLoading={download.isPending} loadingText={M.downloadBusy}>
          {M.download}
        </Button>
      </p>
      {download.isError && <Alert tone="error">{getErrorMessage(download.error, M.downloadFailed)}</Alert>}

      {journal.isPending ? (
        <Spinner isBlock label={M.loading} />
      ) : journal.isError && entries.length === 0 ? (
        <QueryFailedAlert query={journal} fallback={M.loadFailed} />
      ) : entries.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <>
          <JournalTable entries={entries} />
          {journal.hasNextPage && (
            <p className={styles.more}>
              <Button variant="outline" onClick={() => void journal.fetchNextPage()} isLoading={journal.isFetchingNextPage} loadingText={M.loadingMore}>
                {M.loadMore}
              </Button>
            </p>
          )}
        </>
      )}
    </Container>
  );
}
