import { formatEuros, frenchListOf, LIMITS, websiteDisplayOf, type TDuesSettings } from '@action-plus/contract';
import { Link } from 'react-router';
import { PATHS } from '#config/paths';
import { useAssociation } from '#lib/association';
import { LegalPage, LegalSection } from '../components/legal-page';

/** « 6 mois (15,00 €), 12 mois (25,00 €)… »: the dues the association offers now, from its settings. */
const membershipOffersOf = (dues: TDuesSettings) =>
  frenchListOf(dues.offers.map((offer) => `${offer.durationMonths} mois (${formatEuros(offer.amountCents)})`));

export default function TermsPage() {
  const { identity, contact, dues } = useAssociation();
  return (
    <LegalPage
      title="Conditions d'utilisation"
      intro={
        <p>
          Ces conditions règlent l'utilisation du site {websiteDisplayOf(contact.website)} et de son espace membre, édités par l'association {identity.name}. En
          créant un compte, vous les acceptez.
        </p>
      }
    >
      <LegalSection id="objet" title="1. Ce que propose le site">
        <p>
          Le site présente l'association et ses événements. Tout visiteur peut les consulter et nous écrire par le formulaire de contact. Avec un compte, vous
          pouvez en plus vous inscrire aux événements, vous en désinscrire, suivre votre agenda et gérer votre profil. Les administrateurs de l'association y
          publient les événements, lisent les messages et gèrent les adhésions.
        </p>
        <p>L'accès au site est gratuit. Seule l'adhésion à l'association donne lieu à une cotisation (voir l'article 5).</p>
      </LegalSection>

      <LegalSection id="compte" title="2. Votre compte">
        <ul>
          <li>
            Vous créez votre compte avec votre prénom, votre nom, un nom d'utilisateur, votre adresse e-mail et un mot de passe d'au moins {LIMITS.passwordMin}{' '}
            caractères, ou avec votre compte Google. Les informations que vous donnez doivent être exactes.
          </li>
          <li>
            Votre compte est personnel. Gardez votre mot de passe secret&nbsp;: toute action faite avec votre compte est réputée faite par vous. Si vous pensez
            qu'il a été utilisé par quelqu'un d'autre, changez votre mot de passe par « Mot de passe oublié » et prévenez-nous.
          </li>
          <li>Vous pouvez supprimer votre compte à tout moment depuis votre profil (« Supprimer mon compte »). La suppression est immédiate et définitive.</li>
        </ul>
      </LegalSection>

      <LegalSection id="evenements" title="3. Inscription aux événements">
        <ul>
          <li>
            L'inscription à un événement vous réserve une place, dans la limite des places disponibles. Si vous ne pouvez plus venir, désinscrivez-vous pour
            laisser votre place à quelqu'un d'autre.
          </li>
          <li>
            L'association peut modifier, reporter ou annuler un événement, notamment pour des raisons de sécurité ou de force majeure&#x202F;; la page de
            l'événement est alors mise à jour.
          </li>
          <li>Lors des événements, chacun respecte les autres participants, les lieux qui nous accueillent et les consignes des organisateurs.</li>
        </ul>
      </LegalSection>

      <LegalSection id="comportement" title="4. Règles de bonne conduite">
        <p>
          Les messages envoyés à l'association et les informations de votre profil ne doivent contenir aucun propos injurieux, diffamatoire, discriminatoire ou
          contraire à la loi, ni porter atteinte aux droits d'autrui. Il est interdit de tenter d'accéder aux données d'autres personnes, de perturber le
          fonctionnement du site ou de l'utiliser pour envoyer des messages non sollicités.
        </p>
        <p>
          En cas de manquement, l'association peut, après vous avoir invité à vous expliquer lorsque c'est possible, suspendre ou supprimer le compte concerné.
        </p>
      </LegalSection>

      <LegalSection id="adhesion" title="5. Adhésion et cotisation">
        <p>
          Devenir membre de l'association est distinct de la création d'un compte sur le site. L'adhésion est enregistrée par l'association, pour une durée de{' '}
          {membershipOffersOf(dues)}, et renouvelable. Chaque cotisation donne lieu à une facture. Les cotisations ne sont pas soumises à la TVA, car elles
          n'achètent aucun service individuel&nbsp;: elles financent l'objet de l'association.
        </p>
      </LegalSection>

      <LegalSection id="disponibilite" title="6. Disponibilité et responsabilité">
        <p>
          Nous faisons notre possible pour que le site soit accessible et que ses informations soient exactes et à jour, mais nous ne pouvons garantir une
          disponibilité permanente&nbsp;: le site peut être interrompu pour maintenance ou en cas de panne. L'association ne saurait être tenue responsable des
          dommages indirects liés à l'utilisation du site, ni du contenu des sites externes vers lesquels il renvoie.
        </p>
      </LegalSection>

      <LegalSection id="propriete" title="7. Propriété intellectuelle">
        <p>
          Les contenus du site (textes, logo, illustrations, photographies) sont protégés. Vous pouvez les consulter et les partager par un lien&#x202F;; toute
          autre reproduction demande l'accord de l'association ou de leur auteur.
        </p>
      </LegalSection>

      <LegalSection id="donnees" title="8. Données personnelles">
        <p>
          Le traitement de vos données et vos droits sont décrits dans la <Link to={PATHS.privacy}>politique de confidentialité</Link>. L'éditeur et l'hébergeur
          du site sont indiqués dans les <Link to={PATHS.legalNotice}>mentions légales</Link>.
        </p>
      </LegalSection>

      <LegalSection id="modifications" title="9. Modification des conditions">
        <p>
          L'association peut faire évoluer ces conditions, par exemple lorsque le site propose de nouveaux services. La version en vigueur est celle publiée sur
          cette page, avec la date de sa dernière mise à jour.
        </p>
      </LegalSection>

      <LegalSection id="droit-applicable" title="10. Droit applicable et contact">
        <p>
          Ces conditions sont soumises au droit français. En cas de désaccord, nous vous invitons à nous écrire d'abord pour chercher une solution
          amiable&#x202F;; à défaut, le litige sera porté devant les juridictions compétentes. Pour toute question&nbsp;:{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a> ou notre <Link to={PATHS.contact}>formulaire de contact</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
