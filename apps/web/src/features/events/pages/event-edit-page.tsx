import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function EventEditPage() {
  usePageTitle("Modifier l'événement");
  return (
    <Container>
      <h1>Modifier l'événement</h1>
    </Container>
  );
}
