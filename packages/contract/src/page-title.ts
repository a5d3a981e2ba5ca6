import { descriptorLineOf } from './association-settings';
import type { TAssociationSettings } from './association-settings-schemas';

/** What a page's title says of the association: its name, and what it is and where for the home page. */
export type TTitledAssociation = Pick<TAssociationSettings, 'identity' | 'contact'>;

/**
 * The document title of a page: "Page | Association", or the association's own line for the home
 * page (without `title`), from the association's settings. A module of its own: every page's first
 * view sets its title, and needs none of the heads the server writes (page-heads.ts).
 */
export const formatPageTitle = (association: TTitledAssociation, title?: string) =>
  title ? `${title} | ${association.identity.name}` : `${association.identity.name} | ${descriptorLineOf(association)}`;
