import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function PrivacyPage() {
  usePageTitle('Politique de confidentialité');
  return (
    <Container>
      <h1>Politique de confidentialité</h1>
    </Container>
  );
}
