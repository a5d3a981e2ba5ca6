import { Spinner } from '../../components/ui';
import { SHELL_MESSAGES } from '../../config/messages';

export function RouteLoading() {
  return <Spinner label={SHELL_MESSAGES.loading} size="lg" isBlock />;
}
