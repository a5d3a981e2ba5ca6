import { NEWS_LIMITS } from '@action-plus/contract';

/**
 * What the news pages say that the API never says: labels, accessible names, empty states, busy
 * states and the editor's timings. What the API answers (an article not found, saved, a field
 * refused…) is `NEWS_MESSAGES` in the contract; the pages' heading is its `NEWS_PAGE_HEADING`.
 *
 * The home page's first view never imports this module (nor the contract's news.ts): a module goes
 * whole into the chunk of its first importer, with every word any page reads from it. The home
 * page's section loads its words with its code (components/latest-news.tsx).
 */

/** The home page's « Actualités » section, and the cards it shares with /actualites. */
export const NEWS_HOME_MESSAGES = {
  lead: 'Les nouvelles de l’association, ses projets et le récit de ses événements.',
  allNews: 'Toutes les actualités',
  byAuthor: (firstName: string) => `par ${firstName}`,
} as const;

export const NEWS_PAGE_MESSAGES = {
  tagFilterLabel: 'Filtrer par étiquette',
  allTags: 'Toutes',
  taggedWith: (tag: string) => `Articles avec l’étiquette «\u202f${tag}\u202f»`,
  empty: 'Aucune actualité pour le moment. Revenez bientôt\u202f!',
  emptyForTag: (tag: string) => `Aucun article ne porte l’étiquette «\u202f${tag}\u202f».`,
  loading: 'Chargement des actualités…',
  loadFailed: 'Les actualités n’ont pas pu être chargées.',
  showMore: 'Voir plus',
  loadingMore: 'Chargement…',
  loadMoreFailed: 'Les articles suivants n’ont pas pu être chargés.',
  // The article's page.
  backToNews: 'Retour aux actualités',
  articleLoading: 'Chargement de l’article…',
  articleLoadFailed: 'L’article n’a pas pu être chargé.',
  publishedOn: 'Publié le',
  tagsLabel: 'Étiquettes',
  aboutEvent: 'Voir l’événement dont parle cet article',
} as const;

/** « Actualités » in the administration: the list of articles. */
export const NEWS_ADMIN_MESSAGES = {
  intro: 'Les articles publiés paraissent sur la page Actualités et les trois derniers sur l’accueil. Un article programmé paraît de lui-même à sa date.',
  organiserIntro: 'Vous pouvez écrire sur les événements que vous organisez, et modifier vos propres articles.',
  newArticle: 'Nouvel article',
  listLoading: 'Chargement des articles…',
  listFailed: 'Les articles n’ont pas pu être chargés.',
  empty: 'Aucun article pour l’instant.',
  tableLabel: 'Articles',
  tableHint: 'Faites défiler le tableau horizontalement pour voir toutes les colonnes.',
  titleColumn: 'Titre',
  statusColumn: 'État',
  publicationColumn: 'Publication',
  authorColumn: 'Auteur',
  actionsColumn: 'Actions',
  noPublication: '—',
  scheduledFor: (when: string) => `prévue le ${when}`,
  edit: 'Modifier',
  editArticle: (title: string) => `Modifier «\u202f${title}\u202f»`,
  view: 'Voir',
  viewArticle: (title: string) => `Voir «\u202f${title}\u202f» sur le site`,
  delete: 'Supprimer',
  deleteArticle: (title: string) => `Supprimer «\u202f${title}\u202f»`,
  deleteHeading: 'Supprimer l’article',
  deleteConfirm: (title: string) => `Supprimer définitivement «\u202f${title}\u202f»\u202f? Il disparaîtra du site.`,
  deleteBusy: 'Suppression…',
  deleteFailed: 'L’article n’a pas pu être supprimé.',
  cancel: 'Annuler',
} as const;

/** The editor of an article: its fields, its toolbar and its preview. */
export const NEWS_EDITOR_MESSAGES = {
  newHeading: 'Nouvel article',
  editHeading: 'Modifier l’article',
  backToList: 'Retour à la liste des articles',
  articleLoadFailed: 'L’article n’a pas pu être chargé.',
  requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  titleLabel: 'Titre',
  summaryLabel: 'Résumé',
  summaryHint: `Une ou deux phrases, sur les cartes et dans les partages (${NEWS_LIMITS.SUMMARY_MAX} caractères au plus).`,
  tagsLabel: 'Étiquettes',
  tagsHint: `Séparées par des virgules, ${NEWS_LIMITS.TAGS_MAX} au plus (par exemple\u00a0: concert, bénévoles).`,
  coverLabel: 'Image de couverture',
  coverHint: 'Facultative. Elle est réduite et convertie par le site.',
  coverNone: 'Aucune image',
  coverPreviewAlt: 'Aperçu de l’image de couverture',
  coverRemove: 'Retirer l’image',
  coverUploading: 'Envoi de l’image…',
  coverAltLabel: 'Description de l’image',
  coverAltHint: 'Ce que montre l’image, pour les personnes qui ne la voient pas.',
  uploadFailed: 'L’image n’a pas pu être envoyée.',
  eventLabel: 'Événement',
  eventHint: 'L’événement dont parle l’article\u00a0: sa page y mène.',
  eventHintRequired: 'Vous écrivez sur un événement que vous organisez.',
  eventNone: 'Aucun événement',
  eventChoose: 'Choisir un événement',
  eventsFailed: 'Les événements n’ont pas pu être chargés.',
  eventOption: (title: string, date: string) => `${title} (${date})`,
  statusLabel: 'État',
  statusHint: 'Un brouillon n’est visible que dans l’administration.',
  publishDateLabel: 'Date de publication',
  publishTimeLabel: 'Heure de publication',
  publishTimeHint: 'Heure de Metz.',
  publishAtPast: 'La date de publication programmée doit être dans le futur.',
  bodyLabel: 'Texte de l’article',
  bodyHint: 'En Markdown\u00a0: la barre d’outils écrit la mise en forme pour vous.',
  submitCreate: 'Enregistrer l’article',
  submitUpdate: 'Enregistrer les modifications',
  saveBusy: 'Enregistrement…',
  saveFailed: 'L’article n’a pas pu être enregistré.',
  cancel: 'Annuler',
  // The toolbar's own words are components/markdown's (MARKDOWN_TOOLBAR_WORDS).
  imageAltPlaceholder: 'Description de l’image',
  imageUploading: 'Envoi de l’image dans le texte…',
  imageInserted: 'Image insérée dans le texte.',
  eventDialogTitle: 'Insérer un événement',
  eventDialogHint: 'Le lien, seul sur sa ligne, s’affiche comme une carte de l’événement.',
  eventToInsert: 'Événement à insérer',
  eventsEmpty: 'Aucun événement à proposer.',
  insert: 'Insérer',
  // The preview.
  writeTab: 'Écrire',
  previewTab: 'Aperçu',
  paneToggleLabel: 'Afficher',
  previewHeading: 'Aperçu',
  previewEmpty: 'L’aperçu de l’article s’affiche ici pendant que vous écrivez.',
  previewLoading: 'Mise à jour de l’aperçu…',
  previewFailed: 'L’aperçu n’a pas pu être mis à jour.',
} as const;

export const NEWS_EDITOR_SETTINGS = {
  /** The preview is asked for once the writer has paused this long. */
  PREVIEW_DEBOUNCE_MS: 300,
} as const;
