import { closuresFrom, openingHoursLines } from '@action-plus/contract';
import { SHARED_MESSAGES } from '#config/messages';
import { useAssociation } from '#lib/association';
import { formatDayRange, toMetzCalendarDay } from '#lib/dates';

/**
 * The association's opening hours as a list of days and hours, then its closures not yet over
 * (« Fermeture : du 1er au 15 août 2026 (congés d'été) »), from its settings; the footer and the
 * contact page style them their own way.
 */
export function OpeningHours({ className, rowClassName, closureClassName }: { className?: string; rowClassName?: string; closureClassName?: string }) {
  const { contact } = useAssociation();
  const closures = closuresFrom(contact, toMetzCalendarDay());
  return (
    <>
      <dl className={className}>
        {openingHoursLines(contact).map((line) => (
          <div key={line.days} className={rowClassName}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      {closures.map((closure) => (
        <p key={`${closure.from}-${closure.to}-${closure.label}`} className={closureClassName}>
          {SHARED_MESSAGES.closure(formatDayRange(closure.from, closure.to), closure.label)}
        </p>
      ))}
    </>
  );
}
