import { useContext } from 'react';
import { Link, useLocation } from 'react-router';
import { QueryClientContext } from '@tanstack/react-query';
import { Alert } from '#components/ui';
import { PATHS } from '#config/paths';
import { useFirstStart } from '../api/get-first-start';
import { FIRST_START_MESSAGES as M } from '../messages';
import styles from './association-settings.module.css';

/**
 * A new site's question to its admins, on each of their pages until one of them saves the
 * association's identity: until then the site shows the sample association's values. The layout
 * loads this module with the query cache for admins only, so that no visitor's page carries it.
 */
export function FirstStartNotice() {
  // The cache arrives with this module; until the providers hand it down, nothing.
  if (!useContext(QueryClientContext)) return null;
  return <FirstStartNoticeFromCache />;
}

function FirstStartNoticeFromCache() {
  const { data } = useFirstStart();
  const { pathname } = useLocation();
  if (!data?.identity_pending) return null;
  return (
    <div className={`container ${styles.firstStart}`}>
      <Alert tone="info" title={M.title}>
        <p>{M.text}</p>
        {pathname === PATHS.adminAssociation ? <p>{M.onSettingsPage}</p> : <Link to={`${PATHS.adminAssociation}#identity`}>{M.link}</Link>}
      </Alert>
    </div>
  );
}
