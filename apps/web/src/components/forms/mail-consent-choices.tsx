import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { MAIL_CONSENT_DEFINITIONS, MAIL_CONSENT_KINDS, type TMailConsentKind } from '@action-plus/contract';
import styles from './mail-consent-choices.module.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { ref?: Ref<HTMLInputElement> };

type MailConsentChoicesProps = {
  legend: ReactNode;
  /** What the choices are for, said once above them. */
  explanation: ReactNode;
  /** Each kind's checkbox: react-hook-form's `register` with the kind as value, or `checked` and `onChange`. */
  checkboxProps: (kind: TMailConsentKind) => CheckboxProps;
  /** A line under a kind's purpose (when and how it was chosen, in the profile). */
  detailOf?: (kind: TMailConsentKind) => ReactNode;
};

/**
 * The kinds of mail a person may choose to receive from the association (issue 27), each with its
 * purpose in plain words: the sign-up form's and the profile's. Nothing is checked unless the person
 * checks it (GDPR: consent is an act, never a box ticked in advance).
 */
export function MailConsentChoices({ legend, explanation, checkboxProps, detailOf }: MailConsentChoicesProps) {
  const id = useId();
  const explanationId = `${id}-explication`;
  const legendId = `${id}-titre`;
  // A group rather than a fieldset: it sits inside the forms' own fieldset (HydratedForm), which disables it until hydrated.
  return (
    <div role="group" className={styles.choices} aria-labelledby={legendId} aria-describedby={explanationId}>
      <p id={legendId} className={styles.legend}>
        {legend}
      </p>
      <p id={explanationId} className={styles.explanation}>
        {explanation}
      </p>
      <ul className={styles.list}>
        {MAIL_CONSENT_KINDS.map((kind) => {
          const inputId = `${id}-${kind}`;
          const purposeId = `${inputId}-objet`;
          const detail = detailOf?.(kind);
          return (
            <li key={kind} className={styles.choice}>
              <input type="checkbox" id={inputId} aria-describedby={purposeId} className={styles.checkbox} {...checkboxProps(kind)} />
              <div>
                <label htmlFor={inputId} className={styles.label}>
                  {MAIL_CONSENT_DEFINITIONS[kind].label}
                </label>
                <p id={purposeId} className={styles.purpose}>
                  {MAIL_CONSENT_DEFINITIONS[kind].purpose}
                  {detail && (
                    <>
                      {' '}
                      <span className={styles.detail}>{detail}</span>
                    </>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
