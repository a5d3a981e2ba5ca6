import {
  AUTH_DURATIONS,
  DATA_RETENTION,
  formatPostalAddress,
  GOOGLE_SIGN_IN_TIMINGS,
  publicationDirectorOf,
  REFRESH_COOKIE_NAME,
  RETENTION_NOTICE,
} from '@action-plus/contract';
import { Link } from 'react-router';
import { PATHS } from '#config/paths';
import { useAssociation } from '#lib/association';
import { LegalPage, LegalSection } from '../components/legal-page';

const SESSION_DAYS = Math.round(AUTH_DURATIONS.sessionMaxSeconds / 86_400);
const GOOGLE_COOKIE_MINUTES = Math.round(GOOGLE_SIGN_IN_TIMINGS.transactionSeconds / 60);
const ACCESS_TOKEN_MINUTES = Math.round(AUTH_DURATIONS.accessTokenSeconds / 60);

/** Each kind of data the site keeps: what, why, on what legal ground (GDPR art. 6), for how long. */
const PROCESSING = [
  {
    id: 'donnees-compte',
    title: 'Votre compte',
    data: "Prénom, nom, nom d'utilisateur, adresse e-mail, mot de passe (conservé uniquement sous forme d'empreinte, jamais en clair), adresse de votre photo de profil si vous en indiquez une, rôle, date de création\u202f; si vous vous connectez avec Google, l'identifiant de votre compte Google.",
    purpose:
      'Vous identifier, vous donner accès à votre espace membre et vous écrire au sujet de votre compte (confirmation de votre adresse, réinitialisation ou changement du mot de passe, changement d’adresse).',
    basis: "L'exécution des conditions d'utilisation que vous acceptez en créant votre compte.",
    duration: "Jusqu'à la suppression de votre compte, par vous-même ou à votre demande.",
  },
  {
    id: 'donnees-inscriptions',
    title: 'Vos inscriptions aux événements',
    data: "Les événements auxquels vous vous inscrivez ou dont vous rejoignez la liste d'attente, et la date de chaque inscription\u202f; si vous recevez ou non les rappels. L'organisateur de l'association voit le nom et l'adresse e-mail des participants\u202f; les autres visiteurs ne voient que le nombre de participants, jamais leurs noms.",
    purpose: 'Organiser les événements, réserver votre place et respecter le nombre de places.',
    basis: "L'exécution des conditions d'utilisation.",
    duration: "Jusqu'à votre désinscription ou la suppression de votre compte.",
  },
  {
    id: 'donnees-adhesions',
    title: 'Vos adhésions et leurs factures',
    data: "Type, dates de début et de fin, durée, montant et renouvellements de votre adhésion\u202f; pour chaque facture, son numéro, sa date, le nom et l'adresse e-mail facturés et le montant.",
    purpose: "Tenir la liste des adhérents, suivre les cotisations et tenir la comptabilité de l'association.",
    basis: "L'adhésion que vous avez souscrite\u202f; pour les factures, l'obligation légale de conserver les pièces comptables.",
    duration:
      'Les adhésions sont supprimées avec votre compte. Les factures sont conservées dix ans, durée de conservation des pièces comptables, y compris après la suppression du compte.',
  },
  {
    id: 'donnees-dons',
    title: 'Vos dons et vos paiements en ligne',
    data: 'Pour un don\u00a0: prénom, nom, adresse postale et e-mail du donateur, montant, date et moyen de paiement, et le reçu fiscal délivré. Pour un paiement en ligne\u00a0: le montant, son objet et la référence de la commande chez HelloAsso, qui traite le paiement et reçoit vos coordonnées bancaires\u202f; nous ne les voyons jamais.',
    purpose: "Recevoir votre don ou votre cotisation, vous remercier, délivrer le reçu fiscal et tenir la comptabilité de l'association.",
    basis: "Le don ou l'adhésion que vous faites\u202f; pour les reçus et les pièces comptables, nos obligations légales.",
    duration: `Les reçus fiscaux et les dons qu’ils attestent sont conservés six ans, durée pendant laquelle l’administration fiscale peut les contrôler\u202f; les paiements, pièces comptables, dix ans, y compris après la suppression du compte. ${RETENTION_NOTICE.unpaid_checkouts}`,
  },
  {
    id: 'donnees-annonces',
    title: 'Vos choix de mails et les annonces',
    data: 'Pour chacune des trois sortes d’annonces (la vie de l’association, les nouveaux événements, les appels à bénévoles)\u00a0: si vous acceptez de la recevoir, la date de votre choix et la façon dont vous l’avez fait (à l’inscription, dans votre profil ou par le lien d’un mail)\u202f; pour chaque annonce envoyée, à qui elle est partie et si elle a été remise.',
    purpose: 'Ne vous écrire que ce que vous avez choisi de recevoir, et pouvoir montrer quand et comment vous l’avez choisi.',
    basis:
      'Votre consentement, que vous pouvez retirer à tout moment\u202f; pour les informations qui font partie de votre adhésion (convocation à l’assemblée générale, changement de cotisation), l’exécution de l’adhésion.',
    duration: 'Vos choix, jusqu’à la suppression de votre compte\u202f; la trace de chaque envoi, comme les autres e-mails du site.',
  },
  {
    id: 'donnees-contact',
    title: 'Vos messages de contact',
    data: 'Nom, adresse e-mail, sujet et texte du message envoyé par le formulaire de contact, sa date et son statut (lu ou non lu)\u202f; si vous étiez connecté(e) et avez écrit depuis l’adresse de votre compte, ce compte.',
    purpose: 'Lire votre demande et y répondre.',
    basis: 'Notre intérêt légitime à répondre aux personnes qui nous écrivent.',
    duration: 'Le temps de traiter votre demande, et au plus trois ans après notre dernier échange.',
  },
  {
    id: 'donnees-courriels',
    title: 'Les e-mails que le site envoie',
    data: "Destinataire, objet et contenu des e-mails envoyés par le site (lien de réinitialisation du mot de passe, invitation à choisir un mot de passe), avec leur date d'envoi.",
    purpose: "Les remettre de façon fiable, en réessayant si le serveur de messagerie ne répond pas, et pouvoir vérifier qu'un e-mail est bien parti.",
    basis: 'Notre intérêt légitime au bon fonctionnement du site.',
    duration: "Au plus trois ans\u202f; les liens de réinitialisation cessent de fonctionner au bout d'une heure ou dès leur utilisation.",
  },
  {
    id: 'donnees-journal-administration',
    title: "Le journal des actes d'administration",
    data: "Pour chaque acte d'un administrateur (création, modification ou suppression d'un événement, retrait d'un participant, adhésion, facture, don, reçu fiscal, paramètres, réponse à un message, téléchargement d'une liste ou d'un export) : qui l'a fait et sous quel rôle, quand, sur quoi, et pour une modification les valeurs avant et après (jamais de mot de passe ni de jeton). Les remboursements constatés chez HelloAsso y figurent au nom de HelloAsso. Votre nom peut y figurer si un acte vous concerne.",
    purpose:
      'Pouvoir dire qui a fait quoi et quand (qui a annulé un reçu, changé un tarif, retiré un participant, téléchargé une liste de données personnelles), comme le demande le RGPD, et justifier la comptabilité.',
    basis: "Notre intérêt légitime à contrôler l'administration de l'association, et nos obligations comptables et fiscales.",
    duration: `${DATA_RETENTION.auditLogYears} ans, durée pendant laquelle les reçus fiscaux et les comptes doivent être conservés, puis effacé chaque jour par le site. Les entrées ne peuvent être ni modifiées ni supprimées depuis le site.`,
  },
  {
    id: 'donnees-journaux',
    title: 'Les journaux techniques du serveur',
    data: 'Adresse IP, date et heure, adresse de la page ou du service demandé, code de réponse. Le nombre de tentatives de connexion par adresse IP est compté en mémoire pendant une minute pour freiner les attaques.',
    purpose: 'Assurer la sécurité du site, diagnostiquer les pannes et répondre aux obligations légales des hébergeurs.',
    basis: 'Notre intérêt légitime à sécuriser le site, et une obligation légale.',
    duration: 'Au plus un an.',
  },
] as const;

export default function PrivacyPage() {
  const { identity, contact, team, host } = useAssociation();
  const representative = publicationDirectorOf(team);
  return (
    <LegalPage
      title="Politique de confidentialité"
      intro={
        <p>
          {identity.name} ne conserve que les données dont le site a besoin pour fonctionner. Nous ne les vendons pas, ne les utilisons pas à des fins
          publicitaires et n'installons aucun outil de suivi. Cette page explique, conformément au règlement général sur la protection des données (RGPD), ce
          que nous conservons, pourquoi, combien de temps, et comment exercer vos droits.
        </p>
      }
    >
      <LegalSection id="responsable" title="Responsable du traitement">
        <p>
          L'association {identity.name}, {formatPostalAddress(contact)}, représentée par {representative.name}, {representative.role.toLowerCase()}. Pour toute
          question sur vos données&nbsp;: <a href={`mailto:${contact.email}`}>{contact.email}</a>.
        </p>
      </LegalSection>

      <LegalSection id="donnees" title="Les données que nous conservons et pourquoi">
        {PROCESSING.map((processing) => (
          <section key={processing.id} aria-labelledby={processing.id}>
            <h3 id={processing.id}>{processing.title}</h3>
            <dl>
              <dt>Données</dt>
              <dd>{processing.data}</dd>
              <dt>Finalité</dt>
              <dd>{processing.purpose}</dd>
              <dt>Base légale</dt>
              <dd>{processing.basis}</dd>
              <dt>Durée de conservation</dt>
              <dd>{processing.duration}</dd>
            </dl>
          </section>
        ))}
      </LegalSection>

      <LegalSection id="cookies" title="Un seul cookie, et aucun traceur">
        <p>
          Le site dépose un seul cookie, <code>{REFRESH_COOKIE_NAME}</code>, lorsque vous vous connectez. Il garde votre session ouverte pendant {SESSION_DAYS}{' '}
          jours au plus et disparaît quand vous vous déconnectez. Il est marqué <em>httpOnly</em> (aucun script de la page ne peut le lire), n'est envoyé qu'au
          service de connexion du site et jamais à un autre site. Strictement nécessaire au service que vous demandez, il ne requiert pas votre consentement.
        </p>
        <p>
          Pendant une connexion avec Google seulement, deux cookies techniques de quelques minutes ({GOOGLE_COOKIE_MINUTES} minutes au plus) protègent l'échange
          avec Google contre la falsification&#x202F;; ils sont effacés à la fin de la connexion.
        </p>
        <p>
          La clé d'accès qui prouve votre identité au site reste dans la mémoire de l'onglet ouvert&nbsp;: elle n'est jamais enregistrée dans votre navigateur
          et expire au bout de {ACCESS_TOKEN_MINUTES} minutes. Le site n'utilise aucun outil de mesure d'audience, aucun cookie publicitaire, aucun bouton de
          réseau social et aucune police de caractères hébergée ailleurs.
        </p>
        <p>
          La carte de la page <Link to={PATHS.contact}>Contact</Link> est fournie par OpenStreetMap et ne s'affiche que si vous le demandez&nbsp;: votre
          navigateur la charge alors depuis openstreetmap.org, qui reçoit votre adresse IP comme pour toute page web (voir la{' '}
          <a href="https://osmfoundation.org/wiki/Privacy_Policy" hrefLang="en">
            politique de confidentialité de la fondation OpenStreetMap
          </a>
          , en anglais).
        </p>
      </LegalSection>

      <LegalSection id="annonces" title="Les annonces par e-mail, avec votre accord">
        <p>
          L'association peut vous écrire trois sortes d'annonces&nbsp;: « La vie de l'association » (ses actualités et ses lettres d'information), « Les
          nouveaux événements » et les « Appels à bénévoles ». Vous ne recevez que celles que vous avez choisies&nbsp;: rien n'est coché d'avance, ni à
          l'inscription ni ensuite. Vous changez vos choix quand vous voulez dans votre <Link to={PATHS.profile}>profil</Link>, onglet « Paramètres », section «
          Mes choix de mails », où figure la date de chacun.
        </p>
        <p>
          Chaque annonce porte un lien de désabonnement qui arrête cette sorte d'annonces seulement, en un clic, sans vous connecter&#x202F;; votre messagerie
          peut aussi vous proposer ce désabonnement d'elle-même. Les informations qui font partie de votre adhésion (la convocation à l'assemblée générale, un
          changement de cotisation) vous sont envoyées quels que soient vos choix, et le disent. Les annonces que l'association choisit de garder en ligne se
          relisent sur la page <Link to={PATHS.announcements}>Annonces</Link>.
        </p>
      </LegalSection>

      <LegalSection id="google" title="Connexion avec Google">
        <p>
          Si vous choisissez « Se connecter avec Google », Google sait que vous vous connectez à notre site et nous transmet votre nom, votre adresse e-mail,
          votre photo de profil et l'identifiant de votre compte Google, avec votre accord donné sur la page de Google. Google traite ces données selon ses
          propres règles, décrites dans les <a href="https://policies.google.com/privacy?hl=fr">règles de confidentialité de Google</a>. Vous pouvez toujours
          créer un compte avec une adresse e-mail et un mot de passe à la place.
        </p>
      </LegalSection>

      <LegalSection id="destinataires" title="Qui voit vos données">
        <ul>
          <li>Les administrateurs de l'association, membres du bureau, pour gérer les événements, les adhésions et les messages de contact.</li>
          <li>
            Notre hébergeur, {host.name}, qui stocke le site et sa base de données pour notre compte, ainsi que notre prestataire d'envoi d'e-mails, qui les
            achemine.
          </li>
        </ul>
        <p>Aucune donnée n'est vendue, louée ni cédée à qui que ce soit.</p>
      </LegalSection>

      <LegalSection id="securite" title="Sécurité">
        <p>
          Les mots de passe sont conservés sous forme d'empreinte (algorithme Argon2id) et ne peuvent être relus par personne, pas même par les administrateurs.
          Les échanges avec le site sont chiffrés (HTTPS), et chaque action réservée aux membres ou aux administrateurs est vérifiée par le serveur.
        </p>
      </LegalSection>

      <LegalSection id="droits" title="Vos droits et comment les exercer">
        <p>
          Vous pouvez à tout moment accéder à vos données, les faire rectifier, les recevoir dans un format réutilisable (portabilité), les faire effacer, vous
          opposer à leur traitement ou en demander la limitation, et définir des directives sur leur sort après votre décès. Depuis votre espace membre (page{' '}
          <Link to={PATHS.profile}>Profil</Link>, onglet « Paramètres »)&nbsp;:
        </p>
        <ul>
          <li>
            <strong>Rectification</strong>&nbsp;: modifiez votre prénom, votre nom et votre photo dans « Paramètres du compte »&#x202F;; votre adresse e-mail,
            dans « Changer d'adresse e-mail » (la nouvelle adresse ne vaut qu'une fois confirmée par le lien que nous y envoyons).
          </li>
          <li>
            <strong>Accès et portabilité</strong>&nbsp;: le bouton « Télécharger mes données » vous remet un fichier JSON avec tout ce que nous conservons sur
            vous (compte, inscriptions, choix de mails, adhésions, factures, dons faits connecté(e) ou enregistrés pour votre compte et leurs reçus fiscaux, et
            les messages de contact envoyés depuis l'adresse de votre compte alors que vous étiez connecté(e) ou, une fois cette adresse confirmée, à tout
            moment), avec la durée de conservation de chaque catégorie.
          </li>
          <li>
            <strong>Effacement</strong>&nbsp;: le bouton « Supprimer mon compte » efface immédiatement votre compte, vos inscriptions, vos adhésions et vos
            sessions. Seules les factures restent conservées, comme la loi l'impose pour les pièces comptables.
          </li>
        </ul>
        <p>
          Vous pouvez aussi nous écrire à <a href={`mailto:${contact.email}`}>{contact.email}</a> ou par courrier au {formatPostalAddress(contact)}. Nous
          répondons dans un délai d'un mois&#x202F;; nous pourrons vous demander de justifier de votre identité.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés
          (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur <a href="https://www.cnil.fr/fr/plaintes">cnil.fr</a>.
        </p>
      </LegalSection>

      <LegalSection id="mineurs" title="Mineurs">
        <p>
          Les jeunes de moins de quinze ans peuvent créer un compte avec l'accord d'un titulaire de l'autorité parentale, qui peut exercer leurs droits en nous
          écrivant.
        </p>
      </LegalSection>

      <LegalSection id="modifications" title="Modifications">
        <p>
          Nous mettrons cette page à jour si le site change sa façon de traiter vos données&#x202F;; la date de la dernière mise à jour figure en haut de la
          page. Voir aussi les <Link to={PATHS.legalNotice}>mentions légales</Link> et les <Link to={PATHS.terms}>conditions d'utilisation</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
