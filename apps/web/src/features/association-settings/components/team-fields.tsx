import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { TextField } from '#components/ui';
import { EditableList, errorAt, FieldGroup } from './form-pieces';
import { ImageUploadField } from './image-upload-field';
import type { SectionFieldsProps } from './settings-section';
import styles from './association-settings.module.css';
import { TEAM_LABELS as L } from '../messages';

/** The board (1 to 12 people, the contract's bounds), in the order the about page shows it, and the one person who is the publication director. */
export function TeamFields({ form }: SectionFieldsProps<'team'>) {
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const officers = useFieldArray({ control, name: 'officers' });
  const radioName = useId();
  const values = watch('officers');

  function choosePublicationDirector(chosen: number) {
    values.forEach((_, index) => setValue(`officers.${index}.isPublicationDirector`, index === chosen, { shouldValidate: form.formState.isSubmitted }));
  }

  return (
    <>
      <FieldGroup legend={L.officersLegend} error={errorAt(errors, 'officers')}>
        <EditableList
          list={officers}
          legendOf={L.officerOf}
          itemNameOf={L.officerItem}
          min={1}
          max={12}
          addLabel={L.addOfficer}
          newItem={() => ({ name: '', role: '', isPublicationDirector: officers.fields.length === 0, photoUrl: '' })}
        >
          {(index) => (
            <>
              <div className={styles.row}>
                <TextField label={L.name} isRequired error={errors.officers?.[index]?.name?.message} {...register(`officers.${index}.name`)} />
                <TextField label={L.role} isRequired error={errors.officers?.[index]?.role?.message} {...register(`officers.${index}.role`)} />
              </div>
              <ImageUploadField
                label={L.photo}
                hint={L.photoHint}
                removeLabel={L.removePhotoOf(index + 1)}
                value={values[index]?.photoUrl ?? ''}
                onChange={(url) => setValue(`officers.${index}.photoUrl`, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
                previewAlt={values[index]?.name || L.officerOf(index + 1)}
                error={errors.officers?.[index]?.photoUrl?.message}
              />
            </>
          )}
        </EditableList>
      </FieldGroup>
      <FieldGroup legend={L.publicationDirectorLegend} hint={L.publicationDirectorHint}>
        <div className={styles.radios}>
          {values.map((officer, index) => (
            <div key={officers.fields[index]?.id ?? index} className={styles.checkbox}>
              <input
                type="radio"
                id={`${radioName}-${index}`}
                name={radioName}
                checked={officer.isPublicationDirector}
                onChange={() => choosePublicationDirector(index)}
              />
              <label htmlFor={`${radioName}-${index}`}>{L.publicationDirectorOf(officer.name, index + 1)}</label>
            </div>
          ))}
        </div>
      </FieldGroup>
    </>
  );
}
