/**
 * What one page hands the next through react-router's navigation state:
 *   navigate(PATHS.home, { state: { message: AUTH_PAGE_MESSAGES.registerSuccess } })
 *   navigate(PATHS.login, { state: { message: '…', email: 'marie@example.org' } })
 * RequireAuth adds `from`, the page to return to after logging in.
 */
export type TNavigationState = {
  message?: string;
  messageTone?: 'success' | 'info' | 'warning';
  email?: string;
  from?: string;
};

/** Reads the navigation state defensively: it survives reloads and may come from an older version. */
export function readNavigationState(state: unknown): TNavigationState {
  if (!state || typeof state !== 'object') return {};
  const record = state as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const tone = record.messageTone;
  return {
    message: text(record.message),
    messageTone: tone === 'success' || tone === 'info' || tone === 'warning' ? tone : undefined,
    email: text(record.email),
    from: text(record.from)?.startsWith('/') ? text(record.from) : undefined,
  };
}
