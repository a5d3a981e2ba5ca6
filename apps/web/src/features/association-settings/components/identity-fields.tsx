import { useId } from 'react';
import { ASSOCIATION_LEGAL_FORMS, legalStatusNoteOf } from '@action-plus/contract';
import { TextArea, TextField } from '#components/ui';
import { AccentColourField } from './accent-colour-field';
import { FieldGroup } from './form-pieces';
import { ImageUploadField } from './image-upload-field';
import type { SectionFieldsProps } from './settings-section';
import styles from './association-settings.module.css';
import { IDENTITY_LABELS as L, LEGAL_FORM_LABELS } from '../messages';

/** Name, presentation, and the legal form with the registration it implies: the court's register (local law) or the RNA (loi 1901). */
export function IdentityFields({ form }: SectionFieldsProps<'identity'>) {
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const radioId = useId();
  const legalForm = watch('legalForm');
  const note = legalStatusNoteOf(watch());
  return (
    <>
      <div className={styles.row}>
        <TextField label={L.name} isRequired error={errors.name?.message} {...register('name')} />
        <TextField label={L.alternateName} error={errors.alternateName?.message} {...register('alternateName')} />
      </div>
      <TextField label={L.descriptor} hint={L.descriptorHint} isRequired error={errors.descriptor?.message} {...register('descriptor')} />
      <TextArea
        label={L.shortDescription}
        hint={L.shortDescriptionHint}
        rows={3}
        isRequired
        error={errors.shortDescription?.message}
        {...register('shortDescription')}
      />
      <TextField label={L.tagline} isRequired error={errors.tagline?.message} {...register('tagline')} />
      <TextField
        label={L.foundedYear}
        type="number"
        inputMode="numeric"
        className={styles.short}
        isRequired
        error={errors.foundedYear?.message}
        {...register('foundedYear', { valueAsNumber: true })}
      />
      <FieldGroup legend={L.legalForm} error={errors.legalForm?.message}>
        <div className={styles.radios}>
          {ASSOCIATION_LEGAL_FORMS.map((value) => (
            <div key={value} className={styles.checkbox}>
              <input type="radio" id={`${radioId}-${value}`} value={value} {...register('legalForm')} />
              <label htmlFor={`${radioId}-${value}`}>{LEGAL_FORM_LABELS[value]}</label>
            </div>
          ))}
        </div>
        {note && <p className={styles.hint}>{note}</p>}
      </FieldGroup>
      {legalForm === 'local-law' ? (
        <div className={styles.row}>
          <TextField label={L.registryCourt} hint={L.registryCourtHint} isRequired error={errors.registryCourt?.message} {...register('registryCourt')} />
          <TextField label={L.registrationNumber} isRequired error={errors.registrationNumber?.message} {...register('registrationNumber')} />
        </div>
      ) : (
        <TextField
          label={L.rnaNumber}
          hint={L.rnaNumberHint}
          className={styles.short}
          isRequired
          autoCapitalize="characters"
          error={errors.rnaNumber?.message}
          {...register('rnaNumber')}
        />
      )}
      <TextField label={L.siret} inputMode="numeric" className={styles.short} error={errors.siret?.message} {...register('siret')} />
      <ImageUploadField
        label={L.logo}
        hint={L.logoHint}
        removeLabel={L.removeLogo}
        value={watch('logoUrl')}
        onChange={(url) => setValue('logoUrl', url, { shouldDirty: true, shouldValidate: isSubmitted })}
        previewAlt={watch('name')}
        error={errors.logoUrl?.message}
      />
      <AccentColourField
        value={watch('accentColour')}
        onChange={(colour) => setValue('accentColour', colour, { shouldDirty: true, shouldValidate: isSubmitted })}
        error={errors.accentColour?.message}
      />
    </>
  );
}
