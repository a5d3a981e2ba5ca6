import { ASSOCIATION_SETTINGS_LIMITS, MAJORITY_RULE_LABELS, MAJORITY_RULES } from '@action-plus/contract';
import { Select, TextField } from '#components/ui';
import { CheckboxField, FieldGroup } from './form-pieces';
import type { SectionFieldsProps } from './settings-section';
import styles from './association-settings.module.css';
import { STATUTES_LABELS as L } from '../messages';

const MAJORITY_OPTIONS = MAJORITY_RULES.map((rule) => ({ value: rule, label: MAJORITY_RULE_LABELS[rule] }));

/**
 * The general assembly's rules as the association's statutes write them: who votes, the convocation's
 * delay, the quorum, the majorities, the proxies. The statutes decide; the form only records them.
 */
export function StatutesFields({ form }: SectionFieldsProps<'statutes'>) {
  const {
    register,
    formState: { errors },
  } = form;
  const days = { type: 'number', inputMode: 'numeric', min: 0, max: ASSOCIATION_SETTINGS_LIMITS.STATUTES_DAYS_MAX, step: 1 } as const;
  return (
    <>
      <p className={styles.hint}>{L.intro}</p>
      <FieldGroup legend={L.votersLegend} hint={L.votersHint}>
        <TextField
          label={L.voterCutOffDaysBefore}
          hint={L.voterCutOffHint}
          className={styles.short}
          isRequired
          {...days}
          error={errors.voterCutOffDaysBefore?.message}
          {...register('voterCutOffDaysBefore', { valueAsNumber: true })}
        />
        <CheckboxField label={L.honoraryMembersVote} error={errors.honoraryMembersVote?.message} {...register('honoraryMembersVote')} />
      </FieldGroup>
      <TextField
        label={L.convocationDaysBefore}
        hint={L.convocationHint}
        className={styles.short}
        isRequired
        {...days}
        error={errors.convocationDaysBefore?.message}
        {...register('convocationDaysBefore', { valueAsNumber: true })}
      />
      <TextField
        label={L.quorumPercent}
        hint={L.quorumHint}
        className={styles.short}
        type="number"
        inputMode="numeric"
        min={0}
        max={ASSOCIATION_SETTINGS_LIMITS.STATUTES_QUORUM_PERCENT_MAX}
        step={1}
        isRequired
        error={errors.quorumPercent?.message}
        {...register('quorumPercent', { valueAsNumber: true })}
      />
      <CheckboxField label={L.secondAssemblyWithoutQuorum} error={errors.secondAssemblyWithoutQuorum?.message} {...register('secondAssemblyWithoutQuorum')} />
      <FieldGroup legend={L.majoritiesLegend}>
        <Select
          label={L.ordinaryMajority}
          options={MAJORITY_OPTIONS}
          isRequired
          error={errors.majorities?.ordinary?.message}
          {...register('majorities.ordinary')}
        />
        <Select
          label={L.statutesChangeMajority}
          options={MAJORITY_OPTIONS}
          isRequired
          error={errors.majorities?.statutesChange?.message}
          {...register('majorities.statutesChange')}
        />
        <Select
          label={L.dissolutionMajority}
          options={MAJORITY_OPTIONS}
          isRequired
          error={errors.majorities?.dissolution?.message}
          {...register('majorities.dissolution')}
        />
      </FieldGroup>
      <TextField
        label={L.proxiesPerMember}
        hint={L.proxiesHint}
        className={styles.short}
        type="number"
        inputMode="numeric"
        min={0}
        max={ASSOCIATION_SETTINGS_LIMITS.STATUTES_PROXIES_MAX}
        step={1}
        isRequired
        error={errors.proxiesPerMember?.message}
        {...register('proxiesPerMember', { valueAsNumber: true })}
      />
    </>
  );
}
