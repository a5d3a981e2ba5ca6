import { toCardImageUrl, type TPresentationSettings } from '@action-plus/contract';
import { ButtonLink, CallToAction, Eyebrow } from '#components/ui';
import { MembershipInvitation } from '#components/association/membership-invitation';
import { PATHS } from '#config/paths';
import { useAssociation } from '#lib/association';
import { formatDate } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { ValueIcon } from '../components/value-icon';
import styles from './about-page.module.css';

/** The association's history from its settings, in their order, an undated step (« Aujourd'hui ») last. */
const historyOf = (timeline: TPresentationSettings['timeline']) =>
  [...timeline].sort((first, second) => Number(first.date === null) - Number(second.date === null));

/** Two letters for the avatar of an officer whose photo the settings do not give. */
const toInitials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');

export default function AboutPage() {
  const { identity, contact, presentation, team } = useAssociation();
  const history = historyOf(presentation.timeline);
  usePageTitle('À propos');
  return (
    <>
      <section className={styles.hero} aria-labelledby="apropos-titre">
        <div className="container">
          <Eyebrow>
            {identity.name} · fondée en {identity.foundedYear} à {contact.address.city}
          </Eyebrow>
          <h1 id="apropos-titre">À propos</h1>
          <p className={styles.lead}>{identity.shortDescription}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="apropos-mission">
        <div className={`container ${styles.mission}`}>
          <div>
            <h2 id="apropos-mission">Notre mission</h2>
            {presentation.mission.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {presentation.purposes.length > 0 && (
            <ul className={styles.purposes}>
              {presentation.purposes.map((purpose, index) => (
                <li key={index} className={styles.purpose}>
                  <h3 className={styles.purposeTitle}>{purpose.title}</h3>
                  <p>{purpose.text}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {history.length > 0 && (
        <section className={`${styles.section} ${styles.alt}`} aria-labelledby="apropos-histoire">
          <div className="container">
            <h2 id="apropos-histoire" className={styles.centered}>
              Notre histoire
            </h2>
            <ol className={styles.timeline}>
              {history.map((step, index) => (
                <li key={index} className={styles.step}>
                  <p className={styles.stepDate}>{step.date ? <time dateTime={step.date}>{formatDate(step.date)}</time> : "Aujourd'hui"}</p>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}

      <section className={styles.section} aria-labelledby="apropos-valeurs">
        <div className="container">
          <h2 id="apropos-valeurs" className={styles.centered}>
            Nos valeurs
          </h2>
          <ul className={styles.values}>
            {presentation.values.map((value, index) => (
              <li key={index} className={styles.value}>
                <ValueIcon index={index} className={styles.valueIcon} />
                <h3 className={styles.valueTitle}>{value.name}</h3>
                <p>{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="apropos-equipe">
        <div className="container">
          <h2 id="apropos-equipe" className={styles.centered}>
            Notre bureau
          </h2>
          <p className={`${styles.centered} ${styles.sectionLead}`}>Élus par les membres, ils font vivre l'association au quotidien.</p>
          <ul className={styles.team}>
            {team.officers.map((officer, index) => (
              <li key={index} className={styles.officer}>
                {officer.photoUrl ? (
                  <img
                    className={styles.photo}
                    src={toCardImageUrl(officer.photoUrl)}
                    alt={officer.name}
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {toInitials(officer.name)}
                  </span>
                )}
                <h3 className={styles.officerName}>{officer.name}</h3>
                <p className={styles.officerRole}>{officer.role}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <MembershipInvitation titleId="apropos-adherer" className={styles.section} />

      <CallToAction
        titleId="apropos-agir"
        title="Envie de nous rejoindre&#x202F;?"
        className={styles.section}
        actions={
          <>
            <ButtonLink to={PATHS.events} size="lg">
              Voir nos événements
            </ButtonLink>
            <ButtonLink to={PATHS.contact} size="lg" variant="outline">
              Nous contacter
            </ButtonLink>
          </>
        }
      >
        Venez à l'un de nos prochains événements ou écrivez-nous&nbsp;: nous serons heureux de vous rencontrer.
      </CallToAction>
    </>
  );
}
