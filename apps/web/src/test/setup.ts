import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals Testing Library cannot register its own cleanup: unmount after every test.
afterEach(cleanup);

// The app loads the answers' schemas (and zod with them) on demand, apart from the first view. Loaded
// here once per file, so that the first test to restore a session does not spend its wait for the
// page on transforming them.
await Promise.all([import('#lib/auth-response-schema'), import('#features/events/api/event-list-schema')]);
