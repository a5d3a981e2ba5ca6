import {
  formatPostalAddress,
  legalStatusNoteOf,
  legalStatusOf,
  phoneHrefOf,
  publicationDirectorOf,
  registrationNumberOf,
  registryOf,
  siretLabelOf,
  websiteDisplayOf,
} from '@action-plus/contract';
import { Link } from 'react-router';
import { telephoneHref } from '#components/association/telephone-href';
import { PATHS } from '#config/paths';
import { useAssociation } from '#lib/association';
import { LegalPage, LegalSection } from '../components/legal-page';

export default function LegalNoticePage() {
  const { identity, contact, team, host } = useAssociation();
  const director = publicationDirectorOf(team);
  const legalStatusNote = legalStatusNoteOf(identity);
  return (
    <LegalPage
      title="Mentions légales"
      intro={
        <p>
          Conformément à l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), voici les informations sur
          l'éditeur et l'hébergeur du site {websiteDisplayOf(contact.website)}.
        </p>
      }
    >
      <LegalSection id="editeur" title="Éditeur du site">
        <dl>
          <dt>Nom</dt>
          <dd>
            {identity.name}
            {identity.alternateName && ` (${identity.alternateName})`}
          </dd>
          <dt>Forme juridique</dt>
          <dd>{legalStatusOf(identity)}</dd>
          <dt>Inscription</dt>
          <dd>
            Association {registryOf(identity)} sous le n° <strong>{registrationNumberOf(identity)}</strong>
          </dd>
          {identity.siret && (
            <>
              <dt>{siretLabelOf(identity.siret)}</dt>
              <dd>{identity.siret}</dd>
            </>
          )}
          <dt>Siège social</dt>
          <dd>{formatPostalAddress(contact)}</dd>
          <dt>Téléphone</dt>
          <dd>
            <a href={phoneHrefOf(contact.phone)}>{contact.phone}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </dl>
        {legalStatusNote && <p>{legalStatusNote}</p>}
      </LegalSection>

      <LegalSection id="directeur-publication" title="Directeur de la publication">
        <p>
          {director.name}, {director.role.toLowerCase()} de l'association et son représentant légal.
        </p>
      </LegalSection>

      <LegalSection id="hebergeur" title="Hébergeur">
        <dl>
          <dt>Nom</dt>
          <dd>{host.name}</dd>
          <dt>Adresse</dt>
          <dd>{host.address}</dd>
          <dt>Téléphone</dt>
          <dd>
            <a href={telephoneHref(host.phone)}>{host.phone}</a>
          </dd>
        </dl>
      </LegalSection>

      <LegalSection id="propriete-intellectuelle" title="Propriété intellectuelle">
        <p>
          Les textes, le logo et les illustrations du site appartiennent à {identity.name}, sauf mention contraire. Les photographies des événements restent la
          propriété de leurs auteurs. Toute reproduction au-delà de l'usage privé ou de la courte citation demande l'accord préalable de l'association.
        </p>
      </LegalSection>

      <LegalSection id="donnees-personnelles" title="Données personnelles et cookies">
        <p>
          Le site n'utilise ni cookie publicitaire ni outil de mesure d'audience. Ce que nous conservons sur vous, pourquoi, combien de temps et comment exercer
          vos droits est expliqué dans notre <Link to={PATHS.privacy}>politique de confidentialité</Link>. L'usage du site est régi par ses{' '}
          <Link to={PATHS.terms}>conditions d'utilisation</Link>.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Nous contacter">
        <p>
          Pour toute question sur le site, écrivez à <a href={`mailto:${contact.email}`}>{contact.email}</a> ou utilisez notre{' '}
          <Link to={PATHS.contact}>formulaire de contact</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
