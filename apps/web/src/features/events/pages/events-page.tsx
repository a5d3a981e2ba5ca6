import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function EventsPage() {
  usePageTitle('Nos Événements');
  return (
    <Container>
      <h1>Nos Événements</h1>
    </Container>
  );
}
