import { useFieldArray } from 'react-hook-form';
import { ASSOCIATION_SETTINGS_LIMITS } from '@action-plus/contract';
import { Select, TextArea, TextField } from '#components/ui';
import { EditableList, errorAt, FieldGroup } from './form-pieces';
import type { SectionFieldsProps } from './settings-section';
import styles from './association-settings.module.css';
import { DUES_LABELS as L } from '../messages';

/** A select's value as a number of months: nothing chosen is no duration. */
const monthsOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * The dues the association asks: the durations it offers with their prices (1 to 8, in the order the
 * membership forms list them), the one proposed first, and the legal mentions its invoices print.
 */
export function DuesFields({ form }: SectionFieldsProps<'dues'>) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const offers = useFieldArray({ control, name: 'offers' });
  const durations = [...new Set(watch('offers').map((offer) => offer.durationMonths))].filter((months) => Number.isInteger(months) && months > 0);
  return (
    <>
      <FieldGroup legend={L.offersLegend} hint={L.offersHint} error={errorAt(errors, 'offers')}>
        <EditableList
          list={offers}
          legendOf={L.offerOf}
          itemNameOf={L.offerItem}
          min={1}
          max={ASSOCIATION_SETTINGS_LIMITS.DUES_OFFERS_MAX}
          addLabel={L.addOffer}
          newItem={() => ({ durationMonths: Number.NaN, amountEuros: Number.NaN })}
        >
          {(index) => (
            <div className={styles.row}>
              <TextField
                label={L.durationMonths}
                type="number"
                inputMode="numeric"
                min={1}
                max={ASSOCIATION_SETTINGS_LIMITS.DUES_DURATION_MONTHS_MAX}
                step={1}
                isRequired
                error={errors.offers?.[index]?.durationMonths?.message}
                {...register(`offers.${index}.durationMonths`, { valueAsNumber: true })}
              />
              <TextField
                label={L.amountEuros}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                isRequired
                // The schema reads cents: its message about the amount is shown here.
                error={errorAt(errors, `offers.${index}.amountCents`) ?? errors.offers?.[index]?.amountEuros?.message}
                {...register(`offers.${index}.amountEuros`, { valueAsNumber: true })}
              />
            </div>
          )}
        </EditableList>
      </FieldGroup>
      <Select
        label={L.defaultDuration}
        hint={L.defaultDurationHint}
        className={styles.short}
        placeholder={L.chooseDefault}
        options={durations.map((months) => ({ value: String(months), label: L.durationOption(months) }))}
        isRequired
        error={errors.defaultDurationMonths?.message}
        {...register('defaultDurationMonths', { setValueAs: monthsOrNull })}
      />
      <FieldGroup legend={L.mentionsLegend}>
        <TextField label={L.vatMention} hint={L.vatMentionHint} isRequired error={errors.invoiceMentions?.vat?.message} {...register('invoiceMentions.vat')} />
        <TextArea
          label={L.additionalMention}
          hint={L.additionalMentionHint}
          rows={3}
          error={errors.invoiceMentions?.additional?.message}
          {...register('invoiceMentions.additional')}
        />
      </FieldGroup>
    </>
  );
}
