import { ASSOCIATION } from '@action-plus/contract';

/** The association's opening hours as a list of days and hours; the footer and the contact page style it their own way. */
export function OpeningHours({ className, rowClassName }: { className?: string; rowClassName?: string }) {
  return (
    <dl className={className}>
      {ASSOCIATION.openingHours.map((slot) => (
        <div key={slot.days} className={rowClassName}>
          <dt>{slot.days}</dt>
          <dd>{slot.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
