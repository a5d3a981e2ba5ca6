import { formatPostalAddress, type TContactSettings } from '@action-plus/contract';
import { useAssociation } from '#lib/association';
import { CONTACT_PAGE_MESSAGES } from '../messages';
import styles from './contact-map.module.css';

/** OpenStreetMap's addresses for the association's point on the map (`contact.location`). */
function mapUrlsOf({ latitude, longitude }: TContactSettings['location']): { embed: string; large: string } {
  // About 500 m around the seat: the street and its neighbourhood.
  const bbox = [longitude - 0.006, latitude - 0.003, longitude + 0.006, latitude + 0.003].map((value) => value.toFixed(4)).join(',');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    large: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  };
}

/** OpenStreetMap's own embed: no cookies, no tracking, nothing loaded until it scrolls into view. */
export function ContactMap() {
  const { contact } = useAssociation();
  const urls = mapUrlsOf(contact.location);
  return (
    <figure className={styles.figure}>
      <iframe
        className={styles.frame}
        title={CONTACT_PAGE_MESSAGES.mapTitle(formatPostalAddress(contact))}
        src={urls.embed}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
      <figcaption className={styles.caption}>
        <a href={urls.large} target="_blank" rel="noopener noreferrer">
          {CONTACT_PAGE_MESSAGES.enlargeMap}
          <span className="visually-hidden">{CONTACT_PAGE_MESSAGES.opensInNewTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}
