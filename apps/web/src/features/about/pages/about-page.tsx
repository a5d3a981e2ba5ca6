import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function AboutPage() {
  usePageTitle('À propos');
  return (
    <Container>
      <h1>À propos</h1>
    </Container>
  );
}
