import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals Testing Library cannot register its own cleanup: unmount after every test.
afterEach(cleanup);

// jsdom lays nothing out and has no scrollIntoView: a page that scrolls to a section (a mail's link to
// it) would throw after its test. A test that checks the scroll replaces it with its own spy. (Files
// that run in Node, without a DOM, have no Element.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

// A `findBy…` or `waitFor` waits up to 5 s, not 1: on a loaded 2-core machine a form with many
// fields can take longer than a second to answer, and a missed wait only ever fails later.
configure({ asyncUtilTimeout: 5_000 });

// The app loads the answers' schemas (and zod with them) on demand, apart from the first view. Loaded
// here once per file, so that the first test to restore a session does not spend its wait for the
// page on transforming them.
await Promise.all([
  import('#lib/auth-response-schema'),
  import('#features/events/api/event-answer-schemas'),
  import('#features/news/api/public-news-schemas'),
  import('#features/albums/api/public-album-schemas'),
]);
