import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function AdminMembershipsPage() {
  usePageTitle('Gestion des Memberships');
  return (
    <Container>
      <h1>Gestion des Memberships</h1>
    </Container>
  );
}
