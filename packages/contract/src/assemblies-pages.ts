/**
 * The general assemblies' pages (issue 28): their heading, shared by the web's pages and the
 * shell's menu link (navbar.test.tsx holds the two equal), as `ANNOUNCEMENTS_PAGE_HEADING` is.
 */
export const ASSEMBLIES_PAGE_HEADING = 'Assemblées générales';
