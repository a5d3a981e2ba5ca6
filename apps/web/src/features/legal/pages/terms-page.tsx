import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function TermsPage() {
  usePageTitle("Conditions d'utilisation");
  return (
    <Container>
      <h1>Conditions d'utilisation</h1>
    </Container>
  );
}
