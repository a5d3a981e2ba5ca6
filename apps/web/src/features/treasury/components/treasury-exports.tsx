import { TREASURY_EXPORT_KINDS } from '@action-plus/contract';
import { Alert, Button } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useDownloadTreasuryExport } from '../api/download-treasury-export';
import { TREASURY_PAGE_MESSAGES as M } from '../messages';
import styles from './treasury.module.css';

/** The year's CSV files for the accountant, downloaded through the API client (the token is in memory). */
export function TreasuryExports({ year }: { year: number }) {
  const download = useDownloadTreasuryExport();
  return (
    <section aria-labelledby="exports" className={styles.section}>
      <h2 id="exports">{M.exportsHeading(year)}</h2>
      <p>{M.exportsIntro}</p>
      <div className={styles.exports}>
        {TREASURY_EXPORT_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            onClick={() => download.mutate({ kind, year })}
            isLoading={download.isPending && download.variables?.kind === kind}
            loadingText={M.exportBusy}
          >
            {M.exportLabels[kind]}
          </Button>
        ))}
      </div>
      {download.isError && <Alert tone="error">{getErrorMessage(download.error, M.exportFailed)}</Alert>}
    </section>
  );
}
