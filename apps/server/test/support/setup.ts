import { afterEach, vi } from 'vitest';

// A test that logs an unexpected error has a bug somewhere, even if its assertions pass.
afterEach(() => {
  vi.restoreAllMocks();
});
