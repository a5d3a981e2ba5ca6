import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function EventDetailPage() {
  usePageTitle("Détail de l'événement");
  return (
    <Container>
      <h1>Détail de l'événement</h1>
    </Container>
  );
}
