import { TextField } from '#components/ui';
import type { SectionFieldsProps } from './settings-section';
import { HOST_LABELS as L } from '../messages';

/** The host the legal notices name (LCEN art. 6). */
export function HostFields({ form }: SectionFieldsProps<'host'>) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label={L.name} isRequired error={errors.name?.message} {...register('name')} />
      <TextField label={L.address} isRequired error={errors.address?.message} {...register('address')} />
      <TextField label={L.phone} type="tel" isRequired error={errors.phone?.message} {...register('phone')} />
    </>
  );
}
