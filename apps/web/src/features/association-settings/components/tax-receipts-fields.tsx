import { TextArea, TextField } from '#components/ui';
import { CheckboxField, FieldGroup } from './form-pieces';
import { ImageUploadField } from './image-upload-field';
import type { SectionFieldsProps } from './settings-section';
import styles from './association-settings.module.css';
import { TAX_RECEIPTS_LABELS as L } from '../messages';

/** Whether donations give a tax receipt (Cerfa n° 11580), and what the receipts say. */
export function TaxReceiptsFields({ form }: SectionFieldsProps<'taxReceipts'>) {
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  return (
    <>
      {/* Said with the box, and always, not once it is ticked: a receipt issued wrongly is fined (decision 026). */}
      <CheckboxField label={L.eligible} hint={L.eligibleWarning} isHintWarning error={errors.eligible?.message} {...register('eligible')} />
      <CheckboxField label={L.wealthTaxEligible} hint={L.wealthTaxHint} error={errors.wealthTaxEligible?.message} {...register('wealthTaxEligible')} />
      <TextField label={L.quality} isRequired error={errors.quality?.message} {...register('quality')} />
      <TextArea label={L.object} rows={4} isRequired error={errors.object?.message} {...register('object')} />
      <FieldGroup legend={L.signatoryLegend}>
        <div className={styles.row}>
          <TextField label={L.signatoryName} isRequired error={errors.signatory?.name?.message} {...register('signatory.name')} />
          <TextField label={L.signatoryTitle} isRequired error={errors.signatory?.title?.message} {...register('signatory.title')} />
        </div>
        <ImageUploadField
          label={L.signatureImage}
          hint={L.signatureImageHint}
          removeLabel={L.removeSignatureImage}
          value={watch('signatureImageUrl')}
          onChange={(url) => setValue('signatureImageUrl', url, { shouldDirty: true, shouldValidate: isSubmitted })}
          previewAlt={watch('signatory.name')}
          error={errors.signatureImageUrl?.message}
        />
      </FieldGroup>
      <TextField label={L.place} className={styles.short} isRequired error={errors.place?.message} {...register('place')} />
    </>
  );
}
