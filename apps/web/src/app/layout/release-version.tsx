import { useEffect, useState } from 'react';
import { api } from '#lib/api-client';
import { SHELL_MESSAGES } from '../messages';
import styles from './release-version.module.css';

/** The version the server runs, read from /api/health, at the bottom of the admin pages. */
export function ReleaseVersion() {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<undefined, { version?: unknown }>('/api/health', { signal: controller.signal })
      .then((health) => setVersion(typeof health.version === 'string' ? health.version : null))
      // Only informative: an admin page never fails for want of it.
      .catch(() => {});
    return () => controller.abort();
  }, []);
  if (!version) return null;
  return <p className={styles.version}>{SHELL_MESSAGES.releaseVersion(version)}</p>;
}
