import { toCardImageUrl } from '@action-plus/contract';
import { useAssociation } from '#lib/association';
import styles from './brand-logo.module.css';

/**
 * The association's logo when its settings give one, else the drawn mark (a circle for the
 * community, a plus for ACTION+), beside its name. The logo's text alternative is the name, which
 * assistive technologies then read once.
 */
export function BrandLogo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { identity } = useAssociation();
  return (
    <span className={`${styles.brand} ${tone === 'dark' ? styles.onDark : ''}`}>
      {identity.logoUrl ? (
        <img className={styles.logo} src={toCardImageUrl(identity.logoUrl)} alt={identity.name} height={36} decoding="async" />
      ) : (
        <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" className={styles.tile} />
          <circle cx="24" cy="32" r="13" fill="none" className={styles.ring} strokeWidth="5" />
          <path d="M44 20v24M32 32h24" className={styles.plus} strokeWidth="6" strokeLinecap="round" />
        </svg>
      )}
      <span className={styles.name} aria-hidden={identity.logoUrl ? true : undefined}>
        {identity.name}
      </span>
    </span>
  );
}
