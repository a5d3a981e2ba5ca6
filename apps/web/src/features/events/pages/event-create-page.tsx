import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function EventCreatePage() {
  usePageTitle('Créer un événement');
  return (
    <Container>
      <h1>Créer un événement</h1>
    </Container>
  );
}
