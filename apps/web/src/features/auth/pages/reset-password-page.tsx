import { Container } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';

export default function ResetPasswordPage() {
  usePageTitle('Nouveau mot de passe');
  return (
    <Container>
      <h1>Nouveau mot de passe</h1>
    </Container>
  );
}
