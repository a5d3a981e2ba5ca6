import { EVENT_PAGE_SETTINGS } from '../messages';

/** The home page's events: the first three of the list, upcoming soonest first, then past most recent first (decision 021). */
export const LATEST_EVENTS_QUERY = { limit: EVENT_PAGE_SETTINGS.HOME_EVENT_COUNT };
