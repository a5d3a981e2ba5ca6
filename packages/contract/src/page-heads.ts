import { ASSOCIATION } from './association';
import { EVENT_MESSAGES } from './events';
import { PASSWORD_RESET_MESSAGES } from './password-reset';
import type { TPageName } from './pages';

/** The document title of a page: "Page | Association", or the association's own line for the home page. */
export const formatPageTitle = (title?: string) =>
  title ? `${title} | ${ASSOCIATION.name}` : `${ASSOCIATION.name} | Association culturelle et solidaire à ${ASSOCIATION.address.city}`;

export interface TPageHead {
  /** Shown in the tab, without the association's name (formatPageTitle adds it). */
  title?: string;
  description: string;
}

/**
 * Title and description of each page of the table (pages.ts) whose content does not depend on the
 * database: the web app sets the same title once it runs, the server writes both into the HTML it
 * first sends (search engines, link previews). `null`: the head is written from the database (an
 * event's page) or the page is not for search engines (private pages, one-time links); the
 * build's default title then stands.
 */
export const PAGE_HEADS: { readonly [K in TPageName]: TPageHead | null } = {
  home: {
    description: `${ASSOCIATION.name}, association culturelle et solidaire à ${ASSOCIATION.address.city}\u00a0: dialogue interculturel, diversité, solidarité et inclusion sociale. Découvrez nos événements et rejoignez-nous.`,
  },
  about: {
    title: 'À propos',
    description: `Mission, histoire, valeurs et bureau de l'association ${ASSOCIATION.name}, fondée à ${ASSOCIATION.address.city} en ${ASSOCIATION.foundedYear} pour le dialogue entre les cultures et les générations.`,
  },
  events: {
    title: EVENT_MESSAGES.pageHeading,
    description: `Concerts, expositions, conférences, ateliers et rencontres organisés par ${ASSOCIATION.name} à ${ASSOCIATION.address.city}\u00a0: les événements à venir et passés.`,
  },
  contact: {
    title: 'Contactez-nous',
    description: `Écrire, téléphoner ou passer voir ${ASSOCIATION.name} au ${ASSOCIATION.address.street} à ${ASSOCIATION.address.city}\u00a0: coordonnées, horaires d'ouverture et formulaire de contact.`,
  },
  login: {
    title: 'Connexion',
    description: `Connectez-vous à votre espace membre ${ASSOCIATION.name} pour vous inscrire aux événements et gérer votre profil.`,
  },
  register: {
    title: 'Inscription',
    description: `Créez votre compte ${ASSOCIATION.name} pour participer aux événements de l'association.`,
  },
  forgotPassword: {
    title: PASSWORD_RESET_MESSAGES.forgotTitle,
    description: `Recevez par e-mail un lien pour choisir un nouveau mot de passe pour votre compte ${ASSOCIATION.name}.`,
  },
  privacy: {
    title: 'Politique de confidentialité',
    description: `Quelles données personnelles ${ASSOCIATION.name} conserve, pourquoi, combien de temps, et comment exercer vos droits (accès, rectification, portabilité, effacement).`,
  },
  terms: {
    title: "Conditions d'utilisation",
    description: `Les règles d'utilisation du site et de l'espace membre de l'association ${ASSOCIATION.name}.`,
  },
  donate: {
    title: 'Faire un don',
    description: `Soutenez l'association ${ASSOCIATION.name} à ${ASSOCIATION.address.city} par un don en ligne, par chèque ou par virement.`,
  },
  adminDonations: null,
  legalNotice: {
    title: 'Mentions légales',
    description: `Éditeur, directeur de la publication, inscription au registre des associations et hébergeur du site de l'association ${ASSOCIATION.name}.`,
  },
  eventDetail: null,
  eventCreate: null,
  eventEdit: null,
  eventAttendance: null,
  profile: null,
  adminMemberships: null,
  adminTreasury: null,
  adminAssociation: null,
  resetPassword: null,
  confirmEmail: null,
  googleSignIn: null,
  remindersOff: null,
};
