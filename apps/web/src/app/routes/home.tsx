import { ASSOCIATION } from '@action-plus/contract';
import { ButtonLink } from '../../components/ui';
import { PATHS } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { FlashMessage } from '../layout/flash-message';
import styles from './home.module.css';

export default function HomePage() {
  usePageTitle('Accueil');
  return (
    <>
      <div className={`container ${styles.flash}`}>
        <FlashMessage />
      </div>
      <section className={styles.hero} aria-labelledby="accueil-titre">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>Association culturelle et solidaire à {ASSOCIATION.address.city}</p>
          <h1 id="accueil-titre" className={styles.title}>
            Ensemble, cultivons le dialogue et la solidarité
          </h1>
          <p className={styles.lead}>{ASSOCIATION.shortDescription}</p>
          <div className={styles.actions}>
            <ButtonLink to={PATHS.events} size="lg">
              Découvrir nos événements
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
