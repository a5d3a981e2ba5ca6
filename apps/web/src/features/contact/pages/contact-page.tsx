import { Container } from '#components/ui';
import { useAssociation } from '#lib/association';
import { usePageTitle } from '#lib/use-page-title';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { ContactMap } from '../components/contact-map';
import styles from './contact-page.module.css';

export default function ContactPage() {
  const { presentation } = useAssociation();
  usePageTitle('Contactez-nous');
  return (
    <Container>
      <header className={styles.header}>
        <h1>Contactez-nous</h1>
        <p className={styles.intro}>{presentation.contactIntro}</p>
      </header>
      <div className={styles.layout}>
        <section aria-labelledby="coordonnees" className={styles.details}>
          <h2 id="coordonnees" className={styles.sectionTitle}>
            Nos coordonnées
          </h2>
          <ContactDetails />
        </section>
        <section aria-labelledby="ecrire" className={styles.formSection}>
          <h2 id="ecrire" className={styles.sectionTitle}>
            Écrivez-nous
          </h2>
          <ContactForm />
        </section>
      </div>
      <section aria-labelledby="plan" className={styles.map}>
        <h2 id="plan" className={styles.sectionTitle}>
          Nous trouver
        </h2>
        <ContactMap />
      </section>
    </Container>
  );
}
