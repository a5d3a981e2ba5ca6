// Loaded on demand by association-figures-query.ts, with zod, apart from the home page's first view.
export { ZAssociationFiguresSchema } from '@action-plus/contract';
