import { ASSOCIATION, type TAssociationFigures } from '@action-plus/contract';
import { ButtonLink, Eyebrow } from '#components/ui';
import { MembershipInvitation } from '#components/association/membership-invitation';
import { PATHS } from '#config/paths';
import { LatestEvents, prefetchLatestEvents } from '#features/events/components/latest-events';
import { AssociationFigures, prefetchAssociationFigures } from '#features/figures/components/association-figures';
import type { PagePrefetch } from '#lib/page-prefetch';
import { usePageTitle } from '#lib/use-page-title';
import { FlashMessage } from '../layout/flash-message';
import heroIllustration from './assets/hero-illustration.svg';
import styles from './home.module.css';

/** Initials for a testimonial's avatar: no photo of anyone is published. */
const toInitial = (name: string) => name.trim().charAt(0).toUpperCase();

export const prefetch: PagePrefetch = async (queryClient, params) => {
  await Promise.all([prefetchLatestEvents(queryClient, params), prefetchAssociationFigures(queryClient, params)]);
};

/**
 * The figures under the hero: events held and active members counted by the server, the countries
 * set in ASSOCIATION. While the counts load (a later visit) or when they cannot be read, only the
 * countries show.
 */
function drawFigures(figures: TAssociationFigures | undefined) {
  const shown = [
    ...(figures
      ? [
          { label: 'Événements', value: figures.events_held },
          { label: 'Membres actifs', value: figures.active_members },
        ]
      : []),
    { label: 'Pays', value: ASSOCIATION.countriesFigure },
  ];
  return (
    <dl className={styles.figureList}>
      {shown.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function HomePage() {
  usePageTitle();
  return (
    <>
      <div className={`container ${styles.flash}`}>
        <FlashMessage />
      </div>

      <section className={styles.hero} aria-labelledby="accueil-titre">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <Eyebrow>Association culturelle et solidaire à {ASSOCIATION.address.city}</Eyebrow>
            <h1 id="accueil-titre" className={styles.title}>
              {ASSOCIATION.tagline}
            </h1>
            <p className={styles.lead}>
              Rencontres, concerts, ateliers et moments de partage&nbsp;: {ASSOCIATION.name} rapproche les cultures et les générations pour faire vivre la
              diversité et l'entraide au cœur de {ASSOCIATION.address.city}.
            </p>
            <div className={styles.actions}>
              <ButtonLink to={PATHS.events} size="lg">
                Découvrir nos événements
              </ButtonLink>
              <ButtonLink to={PATHS.about} size="lg" variant="outline">
                Qui sommes-nous&#x202F;?
              </ButtonLink>
            </div>
          </div>
          <img className={styles.heroImage} src={heroIllustration} alt="" width={480} height={400} decoding="async" />
        </div>
      </section>

      <section className={styles.figures} aria-labelledby="accueil-chiffres">
        <div className="container">
          <h2 id="accueil-chiffres" className="visually-hidden">
            {ASSOCIATION.name} en chiffres
          </h2>
          <AssociationFigures>{drawFigures}</AssociationFigures>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="accueil-evenements">
        <div className="container">
          <div className={styles.sectionHeader}>
            <h2 id="accueil-evenements">Nos prochains événements</h2>
            <p className={styles.sectionLead}>Des rendez-vous ouverts à toutes et à tous, pour apprendre, créer et partager.</p>
          </div>
          <LatestEvents />
          <div className={styles.moreEvents}>
            <ButtonLink to={PATHS.events} variant="outline">
              Voir tous les événements
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.testimonials}`} aria-labelledby="accueil-temoignages">
        <div className="container">
          <div className={styles.sectionHeader}>
            <h2 id="accueil-temoignages">Ils nous ont rejoints</h2>
            <p className={styles.sectionLead}>Membres, bénévoles et participants racontent ce que l'association a changé pour eux.</p>
          </div>
          <ul className={styles.testimonialList}>
            {ASSOCIATION.testimonials.map((testimonial) => (
              <li key={testimonial.author} className={styles.testimonial}>
                <figure className={styles.testimonialFigure}>
                  <blockquote className={styles.quote}>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className={styles.author}>
                    <span className={styles.avatar} aria-hidden="true">
                      {toInitial(testimonial.author)}
                    </span>
                    <span>
                      <span className={styles.authorName}>{testimonial.author}</span>
                      <span className={styles.authorRole}>{testimonial.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <MembershipInvitation titleId="accueil-rejoindre" className={styles.section} />
    </>
  );
}
