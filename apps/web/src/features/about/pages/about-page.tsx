import { ASSOCIATION } from '@action-plus/contract';
import { ButtonLink, CallToAction, Eyebrow } from '#components/ui';
import { MembershipInvitation } from '#components/association/membership-invitation';
import { PATHS } from '#config/paths';
import { formatDate } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { ValueIcon } from '../components/value-icon';
import styles from './about-page.module.css';

/** The association's history, from its identity; the last step is always "today". */
const HISTORY = [
  {
    date: ASSOCIATION.milestones.statutesAdopted,
    title: 'Adoption des statuts',
    text: "Les membres fondateurs se réunissent en assemblée constitutive et adoptent les statuts de l'association.",
  },
  {
    date: ASSOCIATION.milestones.registered,
    title: 'Inscription au registre des associations',
    text: `L'association est inscrite au ${ASSOCIATION.registry} et acquiert la capacité juridique.`,
  },
  {
    date: ASSOCIATION.milestones.certificateIssued,
    title: "Délivrance de l'attestation d'inscription",
    text: `Le tribunal délivre l'attestation d'inscription sous la référence ${ASSOCIATION.registrationNumber}.`,
  },
  {
    date: null,
    title: 'Une association qui grandit',
    text: 'Nos premiers événements ont réuni des habitants de tous horizons, et de nouveaux membres nous rejoignent pour construire les projets à venir.',
  },
] as const;

/** Two letters for an officer's avatar: no photo of anyone is published. */
const toInitials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');

export default function AboutPage() {
  usePageTitle('À propos');
  return (
    <>
      <section className={styles.hero} aria-labelledby="apropos-titre">
        <div className="container">
          <Eyebrow>
            {ASSOCIATION.name} · fondée en {ASSOCIATION.foundedYear} à {ASSOCIATION.address.city}
          </Eyebrow>
          <h1 id="apropos-titre">À propos</h1>
          <p className={styles.lead}>{ASSOCIATION.shortDescription}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="apropos-mission">
        <div className={`container ${styles.mission}`}>
          <div>
            <h2 id="apropos-mission">Notre mission</h2>
            {ASSOCIATION.mission.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className={styles.purposes}>
            {ASSOCIATION.purposes.map((purpose) => (
              <li key={purpose.title} className={styles.purpose}>
                <h3 className={styles.purposeTitle}>{purpose.title}</h3>
                <p>{purpose.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="apropos-histoire">
        <div className="container">
          <h2 id="apropos-histoire" className={styles.centered}>
            Notre histoire
          </h2>
          <ol className={styles.timeline}>
            {HISTORY.map((step) => (
              <li key={step.title} className={styles.step}>
                <p className={styles.stepDate}>{step.date ? <time dateTime={step.date}>{formatDate(step.date)}</time> : "Aujourd'hui"}</p>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="apropos-valeurs">
        <div className="container">
          <h2 id="apropos-valeurs" className={styles.centered}>
            Nos valeurs
          </h2>
          <ul className={styles.values}>
            {ASSOCIATION.values.map((value, index) => (
              <li key={value} className={styles.value}>
                <ValueIcon index={index} className={styles.valueIcon} />
                <h3 className={styles.valueTitle}>{value}</h3>
                <p>{ASSOCIATION.valueDescriptions[index]}</p>
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
            {ASSOCIATION.officers.map((officer) => (
              <li key={officer.name} className={styles.officer}>
                <span className={styles.avatar} aria-hidden="true">
                  {toInitials(officer.name)}
                </span>
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
