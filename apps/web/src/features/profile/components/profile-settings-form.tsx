import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZUpdateProfileRequestSchema, type TUser } from '@action-plus/contract';
import { Alert, Button, Card, TextField } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { EmailAddressStatus } from './email-address-status';
import styles from './profile-settings.module.css';
import { ACCOUNT_SECURITY_PAGE_MESSAGES, EVENT_REMINDERS_SETTING_MESSAGES, PROFILE_PAGE_MESSAGES } from '../messages';

/**
 * Spec §9: the profile's banners clear after 3 s. A failure stays until dismissed or the next save
 * (decision 038): a sentence that vanishes on a timer may never have been read (WCAG 2.2.1).
 */
export const PROFILE_BANNER_MS = 3000;

type TProfileForm = z.input<typeof ZUpdateProfileRequestSchema>;

export function ProfileSettingsForm({ user }: { user: TUser }) {
  const updateProfile = useUpdateProfile();
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const remindersId = useId();
  useEffect(() => () => clearTimeout(bannerTimer.current), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TProfileForm, unknown, z.output<typeof ZUpdateProfileRequestSchema>>({
    resolver: zodResolver(ZUpdateProfileRequestSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      profileImage: user.profileImage ?? '',
      eventRemindersEnabled: user.eventRemindersEnabled,
    },
  });

  function showBanner(tone: 'success' | 'error', text: string) {
    setBanner({ tone, text });
    clearTimeout(bannerTimer.current);
    if (tone === 'success') bannerTimer.current = setTimeout(() => setBanner(null), PROFILE_BANNER_MS);
  }

  async function onSubmit(values: z.output<typeof ZUpdateProfileRequestSchema>) {
    setBanner(null);
    try {
      await updateProfile.mutateAsync({ ...values, profileImage: values.profileImage || null });
      showBanner('success', PROFILE_PAGE_MESSAGES.profileUpdated);
    } catch (error) {
      showBanner('error', getErrorMessage(error, PROFILE_PAGE_MESSAGES.profileUpdateFailed));
    }
  }

  return (
    <Card as="section" title={PROFILE_PAGE_MESSAGES.settingsTitle} titleLevel={2}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className={styles.form}>
        <div className={styles.row}>
          <TextField
            label={PROFILE_PAGE_MESSAGES.firstNameLabel}
            autoComplete="given-name"
            isRequired
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={PROFILE_PAGE_MESSAGES.lastNameLabel}
            autoComplete="family-name"
            isRequired
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        {/* Shown, not sent: a new address takes effect only once confirmed (the form below). */}
        <TextField label={PROFILE_PAGE_MESSAGES.emailLabel} type="email" value={user.email} readOnly hint={ACCOUNT_SECURITY_PAGE_MESSAGES.emailFieldHelp} />
        <EmailAddressStatus user={user} />
        <TextField
          label={PROFILE_PAGE_MESSAGES.profileImageLabel}
          type="url"
          inputMode="url"
          placeholder={PROFILE_PAGE_MESSAGES.profileImagePlaceholder}
          error={errors.profileImage?.message}
          {...register('profileImage')}
        />
        <div className={styles.checkbox}>
          <input type="checkbox" id={remindersId} aria-describedby={`${remindersId}-aide`} {...register('eventRemindersEnabled')} />
          <label htmlFor={remindersId}>{EVENT_REMINDERS_SETTING_MESSAGES.label}</label>
        </div>
        <p id={`${remindersId}-aide`} className={styles.hint}>
          {EVENT_REMINDERS_SETTING_MESSAGES.hint}
        </p>
        {/* Beside the button the person just pressed, and brought into view (issue 23). */}
        {banner && (
          <Alert tone={banner.tone} onDismiss={banner.tone === 'error' ? () => setBanner(null) : undefined} isRevealed>
            {banner.text}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSubmitting} loadingText={PROFILE_PAGE_MESSAGES.saveBusy}>
            {PROFILE_PAGE_MESSAGES.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
