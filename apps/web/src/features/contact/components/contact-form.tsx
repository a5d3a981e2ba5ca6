import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ZContactRequestSchema } from '@action-plus/contract';
import { lazyResolver } from '#components/forms/lazy-resolver';
import { Alert, Button, TextArea, TextField } from '#components/ui';
import { ApiError } from '#lib/api-client';
import { useAssociation } from '#lib/association';
import { useIsHydrated } from '#lib/use-is-hydrated';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';
import { CONTACT_PAGE_MESSAGES, CONTACT_PAGE_SETTINGS } from '../messages';

type TContactForm = z.input<typeof ZContactRequestSchema>;
type Notice = { tone: 'success' | 'error'; text: string };

const EMPTY_FORM = { name: '', email: '', subject: '', message: '' } satisfies TContactForm;

const contactResolver = lazyResolver(() => import('../lib/contact-form-schema').then((module) => module.resolveContactMessage));

function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return CONTACT_PAGE_MESSAGES.networkFailed;
    return error.detail ?? CONTACT_PAGE_MESSAGES.sendFailed;
  }
  return CONTACT_PAGE_MESSAGES.sendFailed;
}

/** Spec §2 and §4: idle, sending, then a success or error notice that clears itself after 5 s. */
export function ContactForm() {
  const { contact } = useAssociation();
  // The page comes rendered by the server: its fields open once the app runs, so nothing typed is lost.
  const isHydrated = useIsHydrated();
  const sendMessage = useSendContactMessage();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TContactForm, unknown, z.output<typeof ZContactRequestSchema>>({
    resolver: contactResolver,
    defaultValues: EMPTY_FORM,
  });

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), CONTACT_PAGE_SETTINGS.noticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  function onSubmit(message: z.output<typeof ZContactRequestSchema>) {
    setNotice(null);
    sendMessage.mutate(message, {
      onSuccess: (response) => {
        setNotice({ tone: 'success', text: response.message || CONTACT_MESSAGES.sent });
        reset(EMPTY_FORM);
      },
      onError: (error) => setNotice({ tone: 'error', text: describeFailure(error) }),
    });
  }

  return (
    <form className={styles.form} onFocus={contactResolver.preload} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={CONTACT_PAGE_MESSAGES.formLabel}>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <noscript>
        <p className={styles.noScript}>
          {CONTACT_PAGE_MESSAGES.noScript} <a href={`mailto:${contact.email}`}>{contact.email}</a>.
        </p>
      </noscript>
      <fieldset className={styles.fields} disabled={!isHydrated}>
        <div className={styles.row}>
          <TextField
            label={CONTACT_PAGE_MESSAGES.nameLabel}
            autoComplete="name"
            isRequired
            maxLength={CONTACT_LIMITS.nameMax}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={CONTACT_PAGE_MESSAGES.emailLabel}
            type="email"
            autoComplete="email"
            isRequired
            maxLength={CONTACT_LIMITS.emailMax}
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <TextField label={CONTACT_PAGE_MESSAGES.subjectLabel} maxLength={CONTACT_LIMITS.subjectMax} error={errors.subject?.message} {...register('subject')} />
        <TextArea
          label={CONTACT_PAGE_MESSAGES.messageLabel}
          rows={6}
          isRequired
          maxLength={CONTACT_LIMITS.messageMax}
          error={errors.message?.message}
          {...register('message')}
        />
        <p className={styles.legend}>{CONTACT_PAGE_MESSAGES.requiredFieldsNote}</p>
        <Button type="submit" isLoading={sendMessage.isPending} loadingText={CONTACT_PAGE_MESSAGES.sending}>
          {CONTACT_PAGE_MESSAGES.submit}
        </Button>
      </fieldset>
    </form>
  );
}
