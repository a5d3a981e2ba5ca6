import { TextField } from '#components/ui';
import { MEMBERSHIP_PAGE_MESSAGES } from '../messages';

/** The amount paid for a membership, in euros with cents, as typed (parsed on submit by `parseAmount`). */
export function AmountField({
  value,
  onChange,
  error,
  isRequired,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  isRequired?: boolean;
}) {
  return (
    <TextField
      label={MEMBERSHIP_PAGE_MESSAGES.amountLabel}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      isRequired={isRequired}
      error={error ?? undefined}
    />
  );
}
