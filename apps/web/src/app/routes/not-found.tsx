import { ButtonLink, Container } from '#components/ui';
import { PATHS } from '#config/paths';
import { usePageTitle } from '#lib/use-page-title';
import styles from './not-found.module.css';
import { SHELL_MESSAGES } from '../messages';

export default function NotFoundPage() {
  usePageTitle(SHELL_MESSAGES.notFoundTitle);
  return (
    <Container size="narrow" className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{SHELL_MESSAGES.notFoundTitle}</h1>
      <p>{SHELL_MESSAGES.notFoundText}</p>
      <ButtonLink to={PATHS.home}>{SHELL_MESSAGES.backHome}</ButtonLink>
    </Container>
  );
}
