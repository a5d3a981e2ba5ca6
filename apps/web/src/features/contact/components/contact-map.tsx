import { useId, useRef, useState } from 'react';
import { formatPostalAddress, type TContactSettings } from '@action-plus/contract';
import { Button } from '#components/ui';
import { useAssociation } from '#lib/association';
import { useIsHydrated } from '#lib/use-is-hydrated';
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

/**
 * OpenStreetMap's own embed (no cookies, no tracking), loaded when the visitor asks for it: until
 * then openstreetmap.org receives nothing, and the page runs none of the map's scripts, which on a
 * phone would hold its main thread for a second. The placeholder takes the map's place and size.
 */
export function ContactMap() {
  const { contact } = useAssociation();
  const [isShown, setIsShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const noteId = useId();
  // Drawn by the server, the button does nothing until the app runs: disabled until then.
  const isHydrated = useIsHydrated();
  const urls = mapUrlsOf(contact.location);
  const title = CONTACT_PAGE_MESSAGES.mapTitle(formatPostalAddress(contact));
  const show = () => {
    setIsShown(true);
    // The button goes: the keyboard's place moves to the map that replaces it.
    requestAnimationFrame(() => frame.current?.focus());
  };
  return (
    <figure className={styles.figure}>
      {isShown ? (
        <iframe ref={frame} className={styles.frame} title={title} src={urls.embed} referrerPolicy="no-referrer" />
      ) : (
        <div className={styles.placeholder}>
          <Button variant="secondary" onClick={show} aria-describedby={noteId} disabled={!isHydrated}>
            {CONTACT_PAGE_MESSAGES.showMap}
          </Button>
          <p id={noteId} className={styles.note}>
            {CONTACT_PAGE_MESSAGES.showMapNote}
          </p>
        </div>
      )}
      <figcaption className={styles.caption}>
        <a href={urls.large} target="_blank" rel="noopener noreferrer">
          {CONTACT_PAGE_MESSAGES.enlargeMap}
          <span className="visually-hidden">{CONTACT_PAGE_MESSAGES.opensInNewTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}
