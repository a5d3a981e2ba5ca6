import { descriptorPhraseOf } from './association-settings';
import type { TTitledAssociation } from './page-title';
import { EVENT_MESSAGES } from './events';
import { NEWS_PAGE_HEADING } from './news';
import { ANNOUNCEMENTS_PAGE_HEADING } from './announcements';
import { GALLERY_PAGE_HEADING } from './albums';
import { PASSWORD_RESET_MESSAGES } from './password-reset';
import type { TPageName } from './pages';

/** A line ended as a sentence: a full stop unless it has its own (« ! », « ? », « … »). */
const asSentence = (line: string) => (/[.!?…]$/.test(line) ? line : `${line}.`);

export interface TPageHead {
  /** Shown in the tab, without the association's name (formatPageTitle adds it). */
  title?: string;
  /** For search engines and link previews, in the association's words. */
  description: (association: TTitledAssociation) => string;
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
    description: (association) =>
      `${association.identity.name}, ${descriptorPhraseOf(association)}. ${asSentence(association.identity.tagline)} Découvrez nos événements et rejoignez-nous.`,
  },
  about: {
    title: 'À propos',
    description: ({ identity, contact }) =>
      `Mission, histoire, valeurs et bureau de l'association ${identity.name}, fondée à ${contact.address.city} en ${identity.foundedYear} pour le dialogue entre les cultures et les générations.`,
  },
  events: {
    title: EVENT_MESSAGES.pageHeading,
    description: ({ identity, contact }) =>
      `Concerts, expositions, conférences, ateliers et rencontres organisés par ${identity.name} à ${contact.address.city}\u00a0: les événements à venir et passés.`,
  },
  contact: {
    title: 'Contactez-nous',
    description: ({ identity, contact }) =>
      `Écrire, téléphoner ou passer voir ${identity.name} au ${contact.address.street} à ${contact.address.city}\u00a0: coordonnées, horaires d'ouverture et formulaire de contact.`,
  },
  login: {
    title: 'Connexion',
    description: ({ identity }) => `Connectez-vous à votre espace membre ${identity.name} pour vous inscrire aux événements et gérer votre profil.`,
  },
  register: {
    title: 'Inscription',
    description: ({ identity }) => `Créez votre compte ${identity.name} pour participer aux événements de l'association.`,
  },
  forgotPassword: {
    title: PASSWORD_RESET_MESSAGES.forgotTitle,
    description: ({ identity }) => `Recevez par e-mail un lien pour choisir un nouveau mot de passe pour votre compte ${identity.name}.`,
  },
  privacy: {
    title: 'Politique de confidentialité',
    description: ({ identity }) =>
      `Quelles données personnelles ${identity.name} conserve, pourquoi, combien de temps, et comment exercer vos droits (accès, rectification, portabilité, effacement).`,
  },
  terms: {
    title: "Conditions d'utilisation",
    description: ({ identity }) => `Les règles d'utilisation du site et de l'espace membre de l'association ${identity.name}.`,
  },
  donate: {
    title: 'Faire un don',
    description: ({ identity, contact }) =>
      `Soutenez l'association ${identity.name} à ${contact.address.city} par un don en ligne, par chèque ou par virement.`,
  },
  adminDonations: null,
  legalNotice: {
    title: 'Mentions légales',
    description: ({ identity }) =>
      `Éditeur, directeur de la publication, inscription au registre des associations et hébergeur du site de l'association ${identity.name}.`,
  },
  eventDetail: null,
  eventCreate: null,
  eventEdit: null,
  eventAttendance: null,
  profile: null,
  adminMemberships: null,
  adminTreasury: null,
  adminAssociation: null,
  adminJournal: null,
  news: {
    title: NEWS_PAGE_HEADING,
    description: ({ identity, contact }) =>
      `Les nouvelles de ${identity.name} à ${contact.address.city}\u00a0: la vie de l'association, ses projets, ses appels et le récit de ses événements.`,
  },
  newsArticle: null,
  gallery: {
    title: GALLERY_PAGE_HEADING,
    description: ({ identity }) => `Les photos des événements de ${identity.name}\u00a0: concerts, ateliers, fêtes et rencontres, album par album.`,
  },
  adminNews: null,
  adminRoles: null,
  resetPassword: null,
  confirmEmail: null,
  googleSignIn: null,
  remindersOff: null,
  announcements: {
    title: ANNOUNCEMENTS_PAGE_HEADING,
    description: ({ identity }) => `Les annonces envoyées par ${identity.name} à ses membres et publiées sur le site.`,
  },
  announcement: null,
  mailUnsubscribe: null,
  adminAnnouncements: null,
  adminAnnouncementNew: null,
  adminAnnouncementEdit: null,
  assemblies: null,
  assembly: null,
  adminAssemblies: null,
  adminAssemblyNew: null,
  adminAssembly: null,
};
