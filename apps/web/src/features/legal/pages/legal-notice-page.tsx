import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function LegalNoticePage() {
  usePageTitle('Mentions légales');
  return (
    <Container>
      <h1>Mentions légales</h1>
    </Container>
  );
}
