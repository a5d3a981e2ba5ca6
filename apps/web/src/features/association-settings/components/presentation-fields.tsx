import { useFieldArray } from 'react-hook-form';
import { TextArea, TextField } from '#components/ui';
import { EditableList, errorAt, FieldGroup } from './form-pieces';
import type { SectionFieldsProps } from './settings-section';
import styles from './association-settings.module.css';
import { PRESENTATION_LABELS as L } from '../messages';

/** A date input's value: nothing typed is no date (null), which puts the step last. */
const dateOrNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The home, contact and donation pages' introductions, and the about page: the values, the mission's paragraphs, the statutes' purposes and the history (bounds: the contract's). */
export function PresentationFields({ form }: SectionFieldsProps<'presentation'>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const values = useFieldArray({ control, name: 'values' });
  const mission = useFieldArray({ control, name: 'mission' });
  const purposes = useFieldArray({ control, name: 'purposes' });
  const timeline = useFieldArray({ control, name: 'timeline' });

  return (
    <>
      <FieldGroup legend={L.pageTextsLegend}>
        <TextArea label={L.homeIntro} hint={L.homeIntroHint} rows={3} isRequired error={errors.homeIntro?.message} {...register('homeIntro')} />
        <TextArea label={L.contactIntro} rows={2} isRequired error={errors.contactIntro?.message} {...register('contactIntro')} />
        <TextArea label={L.donationIntro} hint={L.donationIntroHint} rows={3} isRequired error={errors.donationIntro?.message} {...register('donationIntro')} />
      </FieldGroup>

      <FieldGroup legend={L.valuesLegend} error={errorAt(errors, 'values')}>
        <EditableList
          list={values}
          legendOf={L.valueOf}
          itemNameOf={L.valueItem}
          min={1}
          max={8}
          addLabel={L.addValue}
          newItem={() => ({ name: '', description: '' })}
        >
          {(index) => (
            <>
              <TextField label={L.valueName} isRequired error={errors.values?.[index]?.name?.message} {...register(`values.${index}.name`)} />
              <TextArea
                label={L.valueDescription}
                rows={3}
                isRequired
                error={errors.values?.[index]?.description?.message}
                {...register(`values.${index}.description`)}
              />
            </>
          )}
        </EditableList>
      </FieldGroup>

      <FieldGroup legend={L.missionLegend} error={errorAt(errors, 'mission')}>
        <EditableList
          list={mission}
          legendOf={L.paragraphOf}
          itemNameOf={L.paragraphItem}
          min={1}
          max={6}
          addLabel={L.addParagraph}
          newItem={() => ({ text: '' })}
        >
          {/* The schema names the paragraph itself (mission.1), the form its text (mission.1.text). */}
          {(index) => (
            <TextArea label={L.paragraphOf(index + 1)} rows={4} isRequired error={errorAt(errors, `mission.${index}`)} {...register(`mission.${index}.text`)} />
          )}
        </EditableList>
      </FieldGroup>

      <FieldGroup legend={L.purposesLegend} error={errorAt(errors, 'purposes')}>
        <EditableList
          list={purposes}
          legendOf={L.purposeOf}
          itemNameOf={L.purposeItem}
          min={0}
          max={10}
          addLabel={L.addPurpose}
          newItem={() => ({ title: '', text: '' })}
        >
          {(index) => (
            <>
              <TextField label={L.purposeTitle} isRequired error={errors.purposes?.[index]?.title?.message} {...register(`purposes.${index}.title`)} />
              <TextArea label={L.purposeText} rows={3} isRequired error={errors.purposes?.[index]?.text?.message} {...register(`purposes.${index}.text`)} />
            </>
          )}
        </EditableList>
      </FieldGroup>

      <FieldGroup legend={L.timelineLegend} hint={L.timelineHint} error={errorAt(errors, 'timeline')}>
        <EditableList
          list={timeline}
          legendOf={L.stepOf}
          itemNameOf={L.stepItem}
          min={0}
          max={12}
          addLabel={L.addStep}
          newItem={() => ({ date: null, title: '', text: '' })}
        >
          {(index) => (
            <>
              <div className={styles.row}>
                <TextField
                  label={L.stepDate}
                  type="date"
                  error={errors.timeline?.[index]?.date?.message}
                  {...register(`timeline.${index}.date`, { setValueAs: dateOrNull })}
                />
                <TextField label={L.stepTitle} isRequired error={errors.timeline?.[index]?.title?.message} {...register(`timeline.${index}.title`)} />
              </div>
              <TextArea label={L.stepText} rows={3} isRequired error={errors.timeline?.[index]?.text?.message} {...register(`timeline.${index}.text`)} />
            </>
          )}
        </EditableList>
      </FieldGroup>
    </>
  );
}
