/**
 * The Markdown toolbar's words (button names, which are also their tooltips) and what its buttons
 * write where nothing is selected: the same in every editor that shows it (an article, an
 * announcement).
 */
export const MARKDOWN_TOOLBAR_WORDS = {
  toolbarLabel: 'Mise en forme du texte',
  heading: 'Intertitre',
  bold: 'Gras',
  italic: 'Italique',
  link: 'Lien',
  bulletedList: 'Liste à puces',
  numberedList: 'Liste numérotée',
  quote: 'Citation',
  image: 'Image',
  event: 'Événement',
  headingPlaceholder: 'Intertitre',
  boldPlaceholder: 'texte en gras',
  italicPlaceholder: 'texte en italique',
  linkPlaceholder: 'texte du lien',
  linkAddress: 'https://',
  listPlaceholder: 'élément',
  quotePlaceholder: 'citation',
} as const;
