/**
 * The association's time zone, in which its dates are read (events, memberships). A module of its
 * own, so that a page's first view that reads it (the events' defaults) does not load the
 * membership periods' code with it.
 */
export const ASSOCIATION_TIME_ZONE = 'Europe/Paris';
