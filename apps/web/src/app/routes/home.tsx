import { descriptorLineOf, shownTestimonials, type TAssociationFigures, type TAssociationSettings, type TFigureSource } from '@action-plus/contract';
import { ButtonLink, Eyebrow } from '#components/ui';
import { MembershipInvitation } from '#components/association/membership-invitation';
import { PATHS } from '#config/paths';
import { LatestEvents, prefetchLatestEvents } from '#features/events/components/latest-events';
import { AssociationFigures, prefetchAssociationFigures } from '#features/figures/components/association-figures';
import { LatestNews, prefetchLatestNews } from '#features/news/components/latest-news';
import { useAssociation } from '#lib/association';
import type { PagePrefetch } from '#lib/page-prefetch';
import { usePageTitle } from '#lib/use-page-title';
import { FlashMessage } from '../layout/flash-message';
import heroIllustration from './assets/hero-illustration.svg';
import styles from './home.module.css';

/** Initials for a testimonial's avatar: no photo of anyone is published. */
const toInitial = (name: string) => name.trim().charAt(0).toUpperCase();

/** Only the server runs a page's prefetch: the browser's build keeps none of it, which the first view's budget counts (decision 019). */
export const prefetch: PagePrefetch = async (queryClient, params, query) => {
  if (!import.meta.env.SSR) return;
  await Promise.all([
    prefetchLatestEvents(queryClient, params, query),
    prefetchAssociationFigures(queryClient, params, query),
    prefetchLatestNews(queryClient, params, query),
  ]);
};

/** Which count of GET /api/association-figures a figure of the settings shows. */
const COUNTED: Record<Exclude<TFigureSource, 'fixed'>, keyof TAssociationFigures> = {
  'events-held': 'events_held',
  'active-members': 'active_members',
  'participants-this-year': 'participants_this_year',
};

/**
 * The figures under the hero, as the association's settings list them: each counted by the server
 * or a fixed value, with the settings' label. While the counts load (a later visit) or when they
 * cannot be read, only the fixed ones show.
 */
const drawFigures = (settings: TAssociationSettings['figures']) => (counts: TAssociationFigures | undefined) => {
  const shown = settings.figures.flatMap((figure) => {
    const value = figure.source === 'fixed' ? figure.value : counts ? counts[COUNTED[figure.source]] : null;
    return value === null ? [] : [{ label: figure.label, value }];
  });
  return (
    <dl className={styles.figureList}>
      {shown.map((figure, index) => (
        <div key={`${index}-${figure.label}`} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
};

export default function HomePage() {
  const association = useAssociation();
  const { identity } = association;
  const testimonials = shownTestimonials(association);
  usePageTitle();
  return (
    <>
      <div className={`container ${styles.flash}`}>
        <FlashMessage />
      </div>

      <section className={styles.hero} aria-labelledby="accueil-titre">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <Eyebrow>{descriptorLineOf(association)}</Eyebrow>
            <h1 id="accueil-titre" className={styles.title}>
              {identity.tagline}
            </h1>
            <p className={styles.lead}>{association.presentation.homeIntro}</p>
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

      {association.figures.figures.length > 0 && (
        <section className={styles.figures} aria-labelledby="accueil-chiffres">
          <div className="container">
            <h2 id="accueil-chiffres" className="visually-hidden">
              {identity.name} en chiffres
            </h2>
            <AssociationFigures>{drawFigures(association.figures)}</AssociationFigures>
          </div>
        </section>
      )}

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

      <LatestNews />

      {testimonials.length > 0 && (
        <section className={`${styles.section} ${styles.testimonials}`} aria-labelledby="accueil-temoignages">
          <div className="container">
            <div className={styles.sectionHeader}>
              <h2 id="accueil-temoignages">Ils nous ont rejoints</h2>
              <p className={styles.sectionLead}>Membres, bénévoles et participants racontent ce que l'association a changé pour eux.</p>
            </div>
            <ul className={styles.testimonialList}>
              {testimonials.map((testimonial, index) => (
                <li key={`${index}-${testimonial.author}`} className={styles.testimonial}>
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
                        {testimonial.role && <span className={styles.authorRole}>{testimonial.role}</span>}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <MembershipInvitation titleId="accueil-rejoindre" className={styles.section} />
    </>
  );
}
