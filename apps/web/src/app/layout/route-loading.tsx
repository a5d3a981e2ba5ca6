import { Spinner } from '#components/ui';

export function RouteLoading() {
  return <Spinner size="lg" isBlock />;
}
