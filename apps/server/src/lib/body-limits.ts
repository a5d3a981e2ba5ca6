import { ANNOUNCEMENT_LIMITS, ASSEMBLY_LIMITS, CONTACT_LIMITS, EVENT_DEFAULTS, LIMITS, NEWS_LIMITS } from '@action-plus/contract';

/**
 * The most bytes one character of a form can take in a JSON body as the site sends it:
 * JSON.stringify leaves accented letters as UTF-8 (at most 3 bytes per UTF-16 unit) and escapes
 * quotes, backslashes and line breaks in 2.
 */
const BYTES_PER_CHARACTER = 3;
/** Keys, quotes, commas, numbers and booleans around the text. */
const JSON_FRAME_BYTES = 2048;

/** The longest valid body of a form whose text fields allow these many characters. */
const jsonBodyLimit = (...fieldMaxima: number[]) => fieldMaxima.reduce((bytes, characters) => bytes + characters * BYTES_PER_CHARACTER, JSON_FRAME_BYTES);

/**
 * Request body limits, each fitting the longest valid body of what the route carries, so that a
 * body is refused (413) before it is read whole, parsed or validated. Uploads are multipart and
 * keep their own per-file limits (modules/uploads).
 */
export const BODY_LIMITS = {
  /**
   * Every other form: the largest are a Google credential (8 KB of ASCII) and the profile with its
   * image address (under 9 KB written in accented letters).
   */
  form: 16 * 1024,
  contact: jsonBodyLimit(CONTACT_LIMITS.nameMax, CONTACT_LIMITS.emailMax, CONTACT_LIMITS.subjectMax, CONTACT_LIMITS.messageMax),
  contactReply: jsonBodyLimit(CONTACT_LIMITS.subjectMax, CONTACT_LIMITS.replyMessageMax),
  /** An announcement: its subject and its Markdown (the preview takes the same body). */
  announcement: jsonBodyLimit(ANNOUNCEMENT_LIMITS.SUBJECT_MAX, ANNOUNCEMENT_LIMITS.BODY_MAX),
  /** A general assembly's resolution (its title, text and candidates) or agenda item. */
  assemblyText: jsonBodyLimit(
    ASSEMBLY_LIMITS.RESOLUTION_TITLE_MAX,
    ASSEMBLY_LIMITS.RESOLUTION_TEXT_MAX,
    ASSEMBLY_LIMITS.NAME_MAX * ASSEMBLY_LIMITS.CANDIDATES_MAX,
  ),
  /** An article: its texts, its tags and its cover's address (the preview takes its Markdown alone). */
  newsArticle: jsonBodyLimit(
    NEWS_LIMITS.TITLE_MAX,
    NEWS_LIMITS.SUMMARY_MAX,
    NEWS_LIMITS.BODY_MAX,
    NEWS_LIMITS.COVER_ALT_MAX,
    NEWS_LIMITS.TAG_MAX * NEWS_LIMITS.TAGS_MAX,
    LIMITS.urlMax,
  ),
  /** An event: its texts, its cover image and up to IMAGES_MAX more image addresses. */
  event: jsonBodyLimit(EVENT_DEFAULTS.TITLE_MAX, EVENT_DEFAULTS.DESCRIPTION_MAX, EVENT_DEFAULTS.LOCATION_MAX, LIMITS.urlMax * (EVENT_DEFAULTS.IMAGES_MAX + 1)),
} as const;
