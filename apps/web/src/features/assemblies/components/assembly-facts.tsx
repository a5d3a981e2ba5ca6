import type { TAgendaItem, TAssemblySummary } from '@action-plus/contract';
import { formatLongDate, formatTime } from '#lib/dates';
import styles from './assemblies.module.css';
import { ASSEMBLY_COMMON_MESSAGES as M } from '../messages';

/** When and where: the day and hour in Metz, the place and the online meeting's address. */
export function AssemblyFacts({ assembly }: { assembly: TAssemblySummary }) {
  return (
    <dl className={styles.details}>
      <dt>{M.whenOf}</dt>
      <dd>{M.when(formatLongDate(assembly.starts_at), formatTime(assembly.starts_at))}</dd>
      {assembly.place && (
        <>
          <dt>{M.placeOf}</dt>
          <dd>{assembly.place}</dd>
        </>
      )}
      {assembly.online_url && (
        <>
          <dt>{M.onlineOf}</dt>
          <dd>
            <a href={assembly.online_url} rel="noopener noreferrer" target="_blank">
              {assembly.online_url}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The agenda, read only. */
export function AgendaList({ items }: { items: readonly TAgendaItem[] }) {
  if (items.length === 0) return null;
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <h3 className={styles.itemTitle}>{item.title}</h3>
          {item.description && <p className={styles.itemText}>{item.description}</p>}
        </li>
      ))}
    </ol>
  );
}
