import { useFieldArray } from 'react-hook-form';
import { WEEKDAY_NAMES, WEEKDAYS } from '@action-plus/contract';
import { Button, TextField } from '#components/ui';
import { CheckboxField, EditableList, errorAt, FieldGroup } from './form-pieces';
import { LocationPicker } from './location-picker';
import type { SectionFieldsProps } from './settings-section';
import styles from './association-settings.module.css';
import { CONTACT_LABELS as L } from '../messages';

/** The contract's bound of a day's slots. */
const MAX_SLOTS = 3;
/** The slot a day gets when it opens: the usual hours. */
const NEW_SLOT = { opens: '09:00', closes: '18:00' };

/** The address, the phone, the addresses, the place on the map, the opening hours and the closures. */
export function ContactFields({ form }: SectionFieldsProps<'contact'>) {
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors, defaultValues, isSubmitted },
  } = form;
  const closures = useFieldArray({ control, name: 'closures' });
  const location = watch('location');
  const savedLocation = {
    latitude: defaultValues?.location?.latitude ?? location.latitude,
    longitude: defaultValues?.location?.longitude ?? location.longitude,
  };

  return (
    <>
      <FieldGroup legend={L.addressLegend}>
        <TextField label={L.street} isRequired autoComplete="off" error={errors.address?.street?.message} {...register('address.street')} />
        <div className={styles.row}>
          <TextField
            label={L.postalCode}
            inputMode="numeric"
            className={styles.short}
            isRequired
            error={errors.address?.postalCode?.message}
            {...register('address.postalCode')}
          />
          <TextField label={L.city} isRequired error={errors.address?.city?.message} {...register('address.city')} />
        </div>
        <div className={styles.row}>
          <TextField label={L.region} error={errors.address?.region?.message} {...register('address.region')} />
          <TextField label={L.country} isRequired error={errors.address?.country?.message} {...register('address.country')} />
          <TextField
            label={L.countryCode}
            hint={L.countryCodeHint}
            className={styles.short}
            isRequired
            error={errors.address?.countryCode?.message}
            {...register('address.countryCode')}
          />
        </div>
      </FieldGroup>

      <div className={styles.row}>
        <TextField label={L.phone} type="tel" isRequired error={errors.phone?.message} {...register('phone')} />
        <TextField label={L.email} type="email" isRequired error={errors.email?.message} {...register('email')} />
      </div>
      <TextField label={L.website} type="url" inputMode="url" isRequired error={errors.website?.message} {...register('website')} />

      <FieldGroup legend={L.locationLegend} hint={L.locationHint}>
        <div className={styles.row}>
          <TextField
            label={L.latitude}
            type="number"
            step="any"
            inputMode="decimal"
            isRequired
            error={errors.location?.latitude?.message}
            {...register('location.latitude', { valueAsNumber: true })}
          />
          <TextField
            label={L.longitude}
            type="number"
            step="any"
            inputMode="decimal"
            isRequired
            error={errors.location?.longitude?.message}
            {...register('location.longitude', { valueAsNumber: true })}
          />
        </div>
        <LocationPicker
          center={savedLocation}
          point={location}
          onMove={(point) => {
            setValue('location.latitude', point.latitude, { shouldDirty: true, shouldValidate: isSubmitted });
            setValue('location.longitude', point.longitude, { shouldDirty: true, shouldValidate: isSubmitted });
          }}
        />
      </FieldGroup>

      <FieldGroup legend={L.openingHoursLegend} hint={L.openingHoursHint} error={errorAt(errors, 'openingHours')}>
        {WEEKDAYS.map((day, dayIndex) => (
          <DayHours key={day} form={form} dayIndex={dayIndex} />
        ))}
      </FieldGroup>

      <FieldGroup legend={L.closuresLegend} error={errorAt(errors, 'closures')}>
        <EditableList
          list={closures}
          legendOf={L.closureOf}
          itemNameOf={L.closureItem}
          min={0}
          max={12}
          addLabel={L.addClosure}
          newItem={() => ({ from: '', to: '', label: '' })}
        >
          {(index) => (
            <div className={styles.row}>
              <TextField label={L.closureFrom} type="date" isRequired error={errors.closures?.[index]?.from?.message} {...register(`closures.${index}.from`)} />
              <TextField label={L.closureTo} type="date" isRequired error={errors.closures?.[index]?.to?.message} {...register(`closures.${index}.to`)} />
              <TextField label={L.closureLabel} isRequired error={errors.closures?.[index]?.label?.message} {...register(`closures.${index}.label`)} />
            </div>
          )}
        </EditableList>
      </FieldGroup>
    </>
  );
}

/** One day of the week: « Fermé », or up to three slots. */
function DayHours({ form, dayIndex }: SectionFieldsProps<'contact'> & { dayIndex: number }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const slots = useFieldArray({ control, name: `openingHours.${dayIndex}.slots` });
  const day = WEEKDAY_NAMES[WEEKDAYS[dayIndex]!];
  const isClosed = slots.fields.length === 0;
  const dayErrors = errors.openingHours?.[dayIndex]?.slots;
  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayName}>{day}</legend>
      <CheckboxField
        label={L.closed}
        checked={isClosed}
        error={errorAt(errors, `openingHours.${dayIndex}.slots`)}
        onChange={(event) => (event.target.checked ? slots.remove() : slots.append(NEW_SLOT))}
      />
      {slots.fields.map((slot, index) => (
        <div key={slot.id} className={styles.slot}>
          <TextField
            label={L.opensOf(index + 1, slots.fields.length)}
            type="time"
            isRequired
            error={dayErrors?.[index]?.opens?.message}
            {...register(`openingHours.${dayIndex}.slots.${index}.opens`)}
          />
          <TextField
            label={L.closesOf(index + 1, slots.fields.length)}
            type="time"
            isRequired
            error={dayErrors?.[index]?.closes?.message}
            {...register(`openingHours.${dayIndex}.slots.${index}.closes`)}
          />
          <Button size="sm" variant="ghost" aria-label={L.removeSlotOf(day, index + 1)} onClick={() => slots.remove(index)}>
            {L.removeSlot}
          </Button>
        </div>
      ))}
      {!isClosed && slots.fields.length < MAX_SLOTS && (
        <Button size="sm" variant="outline" onClick={() => slots.append(NEW_SLOT)}>
          {L.addSlot}
        </Button>
      )}
    </fieldset>
  );
}
