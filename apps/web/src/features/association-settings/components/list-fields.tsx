import { useFieldArray } from 'react-hook-form';
import { FIGURE_SOURCES } from '@action-plus/contract';
import { Select, TextArea, TextField } from '#components/ui';
import { CheckboxField, EditableList, errorAt, FieldGroup } from './form-pieces';
import type { SectionFieldsProps } from './settings-section';
import styles from './association-settings.module.css';
import { FIGURES_LABELS, FIGURE_SOURCE_LABELS, LINKS_LABELS, TESTIMONIALS_LABELS } from '../messages';

const FIGURE_SOURCE_OPTIONS = FIGURE_SOURCES.map((source) => ({ value: source, label: FIGURE_SOURCE_LABELS[source] }));

/** A number input's value: nothing typed is no value (null), not zero. */
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** The home page's testimonials: added, reordered, hidden without being lost, or removed (12 at most, the contract's bound). */
export function TestimonialsFields({ form }: SectionFieldsProps<'testimonials'>) {
  const L = TESTIMONIALS_LABELS;
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const testimonials = useFieldArray({ control, name: 'testimonials' });
  return (
    <FieldGroup legend={L.legend} hint={L.hint} error={errorAt(errors, 'testimonials')}>
      <EditableList
        list={testimonials}
        legendOf={L.testimonialOf}
        itemNameOf={L.testimonialItem}
        min={0}
        max={12}
        addLabel={L.addTestimonial}
        newItem={() => ({ quote: '', author: '', role: '', isHidden: false })}
      >
        {(index) => (
          <>
            <TextArea label={L.quote} rows={3} isRequired error={errors.testimonials?.[index]?.quote?.message} {...register(`testimonials.${index}.quote`)} />
            <div className={styles.row}>
              <TextField label={L.author} isRequired error={errors.testimonials?.[index]?.author?.message} {...register(`testimonials.${index}.author`)} />
              <TextField label={L.role} error={errors.testimonials?.[index]?.role?.message} {...register(`testimonials.${index}.role`)} />
            </div>
            <CheckboxField label={L.isHidden} {...register(`testimonials.${index}.isHidden`)} />
          </>
        )}
      </EditableList>
    </FieldGroup>
  );
}

/** The home page's figures (4 at most): each counted by the site, or a value the association gives. */
export function FiguresFields({ form }: SectionFieldsProps<'figures'>) {
  const L = FIGURES_LABELS;
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const figures = useFieldArray({ control, name: 'figures' });
  const values = watch('figures');
  return (
    <FieldGroup legend={L.legend} hint={L.hint} error={errorAt(errors, 'figures')}>
      <EditableList
        list={figures}
        legendOf={L.figureOf}
        itemNameOf={L.figureItem}
        min={0}
        max={4}
        addLabel={L.addFigure}
        newItem={() => ({ source: 'fixed' as const, label: '', value: null })}
      >
        {(index) => (
          <>
            <div className={styles.row}>
              <Select
                label={L.source}
                options={FIGURE_SOURCE_OPTIONS}
                isRequired
                error={errors.figures?.[index]?.source?.message}
                {...register(`figures.${index}.source`)}
              />
              <TextField label={L.label} isRequired error={errors.figures?.[index]?.label?.message} {...register(`figures.${index}.label`)} />
            </div>
            {values[index]?.source === 'fixed' && (
              <TextField
                label={L.value}
                type="number"
                inputMode="numeric"
                min={0}
                className={styles.short}
                isRequired
                error={errors.figures?.[index]?.value?.message}
                {...register(`figures.${index}.value`, { setValueAs: numberOrNull })}
              />
            )}
          </>
        )}
      </EditableList>
    </FieldGroup>
  );
}

/** The association's profiles on social networks (8 at most). */
export function LinksFields({ form }: SectionFieldsProps<'links'>) {
  const L = LINKS_LABELS;
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const links = useFieldArray({ control, name: 'socialLinks' });
  return (
    <FieldGroup legend={L.legend} error={errorAt(errors, 'socialLinks')}>
      <EditableList list={links} legendOf={L.linkOf} itemNameOf={L.linkItem} min={0} max={8} addLabel={L.addLink} newItem={() => ({ label: '', url: '' })}>
        {(index) => (
          <div className={styles.row}>
            <TextField label={L.label} isRequired error={errors.socialLinks?.[index]?.label?.message} {...register(`socialLinks.${index}.label`)} />
            <TextField
              label={L.url}
              type="url"
              inputMode="url"
              placeholder="https://"
              isRequired
              error={errors.socialLinks?.[index]?.url?.message}
              {...register(`socialLinks.${index}.url`)}
            />
          </div>
        )}
      </EditableList>
    </FieldGroup>
  );
}
