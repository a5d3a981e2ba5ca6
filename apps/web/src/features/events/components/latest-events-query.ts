import { EVENT_PAGE_SETTINGS } from '../messages';

/** The home page's events: the first few upcoming ones. */
export const LATEST_EVENTS_QUERY = { limit: EVENT_PAGE_SETTINGS.HOME_EVENT_COUNT };
