import { ASSOCIATION, formatLegacyPostalAddress } from '@action-plus/contract';
import { CONTACT_PAGE_MESSAGES } from '../messages';
import styles from './contact-map.module.css';

const { latitude, longitude } = ASSOCIATION.address;
// About 500 m around the seat: the street and its neighbourhood.
const bbox = [longitude - 0.006, latitude - 0.003, longitude + 0.006, latitude + 0.003].map((value) => value.toFixed(4)).join(',');

/** OpenStreetMap's own embed: no cookies, no tracking, nothing loaded until it scrolls into view. */
export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
export const MAP_LARGE_URL = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

export function ContactMap() {
  return (
    <figure className={styles.figure}>
      <iframe
        className={styles.frame}
        title={CONTACT_PAGE_MESSAGES.mapTitle(formatLegacyPostalAddress())}
        src={MAP_EMBED_URL}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
      <figcaption className={styles.caption}>
        <a href={MAP_LARGE_URL} target="_blank" rel="noopener noreferrer">
          {CONTACT_PAGE_MESSAGES.enlargeMap}
          <span className="visually-hidden">{CONTACT_PAGE_MESSAGES.opensInNewTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}
