import { PAYMENT_RESULT_MESSAGES, PAYMENT_RESULT_PARAMETER, TAX_RECEIPT_MENTIONS, isPaymentResult, type TPaymentResult } from '@action-plus/contract';
import { Alert, type AlertTone, Container } from '#components/ui';
import { useAssociation } from '#lib/association';
import type { PagePrefetch } from '#lib/page-prefetch';
import { usePageQuery } from '#lib/use-page-query';
import { usePageTitle } from '#lib/use-page-title';
import { getDonationOptionsQueryOptions, useDonationOptions } from '../api/get-donation-options';
import { DonationForm } from '../components/donation-form';
import { OfflineGiving } from '../components/offline-giving';
import { DONATION_PAGE_MESSAGES as M } from '../messages';
import styles from './donate-page.module.css';

/** What the page offers (receipts, online payment): read before the server renders it. */
export const prefetch: PagePrefetch = (queryClient) => queryClient.prefetchQuery(getDonationOptionsQueryOptions());

const RESULT_TONES: Record<TPaymentResult, AlertTone> = { recu: 'success', 'en-attente': 'info', annule: 'warning', invalide: 'error', patienter: 'info' };

const leaveFor = (url: string) => window.location.assign(url);

/** Back from HelloAsso: a refused or cancelled payment brings the form back as it was; a received one forgets it. */
const DRAFT_ON_RESULT: Record<string, 'restore' | 'clear' | undefined> = { annule: 'restore', invalide: 'restore', recu: 'clear' };

/** « Faire un don »: the gift paid through HelloAsso, or by cheque or transfer when online payment is off. */
export default function DonatePage() {
  const { presentation } = useAssociation();
  usePageTitle(M.pageTitle);
  const optionsQuery = useDonationOptions();
  const result = usePageQuery().get(PAYMENT_RESULT_PARAMETER);
  const options = optionsQuery.data;

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1>{M.pageTitle}</h1>
        <p className={styles.intro}>{presentation.donationIntro}</p>
        {options?.tax_receipts && <p className={styles.intro}>{TAX_RECEIPT_MENTIONS.taxReduction}</p>}
        {/* Receipts are for private persons (article 200): a company is told before it gives (decision 036). */}
        {options?.tax_receipts && <p className={styles.intro}>{TAX_RECEIPT_MENTIONS.individualsOnly}</p>}
      </header>
      {isPaymentResult(result) && <Alert tone={RESULT_TONES[result]}>{PAYMENT_RESULT_MESSAGES.donation[result]}</Alert>}
      {optionsQuery.isError && <Alert tone="info">{M.optionsFailed}</Alert>}
      {/* Until the options are read (they are, before the server renders the page), the form waits disabled. */}
      {options?.online === false ? (
        <OfflineGiving issuesReceipts={options.tax_receipts} />
      ) : (
        <DonationForm issuesReceipts={options?.tax_receipts ?? false} onRedirect={leaveFor} draft={DRAFT_ON_RESULT[result ?? '']} />
      )}
    </Container>
  );
}
