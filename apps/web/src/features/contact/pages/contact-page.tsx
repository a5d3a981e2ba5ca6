import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function ContactPage() {
  usePageTitle('Contactez-nous');
  return (
    <Container>
      <h1>Contactez-nous</h1>
    </Container>
  );
}
