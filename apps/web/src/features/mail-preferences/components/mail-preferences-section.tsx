import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  MAIL_CONSENT_KINDS,
  MAIL_CONSENT_SOURCE_LABELS,
  PATHS,
  MAIL_PREFERENCES_MESSAGES,
  type TMailConsentKind,
  type TMailPreference,
} from '@action-plus/contract';
import { MailConsentChoices } from '#components/forms/mail-consent-choices';
import { Alert, Button, Card, QueryFailedAlert, Spinner } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { formatDate } from '#lib/dates';
import { useMyMailPreferences } from '../api/get-my-mail-preferences';
import { useSaveMyMailPreferences } from '../api/save-my-mail-preferences';
import styles from './mail-preferences-section.module.css';
import { MAIL_PREFERENCES_ANCHOR } from '@action-plus/contract';
import { MAIL_PREFERENCES_SECTION_MESSAGES as M } from '../messages';

/** How long the confirmation stays beside the button (a failure stays until the next save, decision 038). */
export const MAIL_PREFERENCES_BANNER_MS = 4000;

type Choices = Record<TMailConsentKind, boolean>;

const choicesOf = (preferences: readonly TMailPreference[]): Choices =>
  Object.fromEntries(MAIL_CONSENT_KINDS.map((kind) => [kind, preferences.find((preference) => preference.kind === kind)?.consented ?? false])) as Choices;

/**
 * « Mes choix de mails » (issue 27): the kinds of announcement the member agrees to receive, each
 * with its purpose and when and how it was last chosen, saved together.
 */
export function MailPreferencesSection({ userId }: { userId: number }) {
  const preferences = useMyMailPreferences(userId);
  return (
    <Card as="section" title={M.title} titleLevel={2} id={MAIL_PREFERENCES_ANCHOR} className={styles.section}>
      {preferences.isPending ? (
        <Spinner label={M.loading} />
      ) : preferences.isError ? (
        <QueryFailedAlert query={preferences} fallback={M.loadFailed} />
      ) : (
        <MailPreferencesForm userId={userId} preferences={preferences.data.preferences} />
      )}
    </Card>
  );
}

function MailPreferencesForm({ userId, preferences }: { userId: number; preferences: readonly TMailPreference[] }) {
  const [choices, setChoices] = useState<Choices>(() => choicesOf(preferences));
  const save = useSaveMyMailPreferences(userId);
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    clearTimeout(bannerTimer.current);
    try {
      const { message } = await save.mutateAsync(choices);
      setBanner({ tone: 'success', text: message });
      bannerTimer.current = setTimeout(() => setBanner(null), MAIL_PREFERENCES_BANNER_MS);
    } catch (failure) {
      setBanner({ tone: 'error', text: getErrorMessage(failure, M.saveFailed) });
    }
  }

  function detailOf(kind: TMailConsentKind) {
    const preference = preferences.find((candidate) => candidate.kind === kind);
    if (!preference?.changed_at) return M.neverChosen;
    return M.chosenOn(formatDate(preference.changed_at), preference.source ? MAIL_CONSENT_SOURCE_LABELS[preference.source] : '');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={save.isPending || undefined}>
      <MailConsentChoices
        legend={M.legend}
        explanation={MAIL_PREFERENCES_MESSAGES.explanation}
        detailOf={detailOf}
        checkboxProps={(kind) => ({
          name: kind,
          checked: choices[kind],
          onChange: (change) => setChoices((current) => ({ ...current, [kind]: change.target.checked })),
        })}
      />
      <p className={styles.note}>{M.membershipNote}</p>
      <p className={styles.note}>
        <Link to={PATHS.announcements}>{M.archiveLink}</Link>
      </p>
      {/* Beside the button just pressed, brought into view and read out (role=status; a failure, role=alert). */}
      {banner && (
        <Alert tone={banner.tone} onDismiss={banner.tone === 'error' ? () => setBanner(null) : undefined} isRevealed>
          {banner.text}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" isLoading={save.isPending} loadingText={M.saveBusy}>
          {M.save}
        </Button>
      </div>
    </form>
  );
}
