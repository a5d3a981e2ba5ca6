import { useNavigate } from 'react-router';
import { Button, Card, Container } from '../../components/ui';
import { SHELL_MESSAGES } from '../../config/messages';
import { PATHS } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';

export default function ProfilePage() {
  usePageTitle('Mon profil');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  async function handleLogout() {
    await logout();
    navigate(PATHS.home);
  }

  return (
    <Container>
      <h1>Mon profil</h1>
      <Card title={`${user.firstName} ${user.lastName}`}>
        <p>{user.email}</p>
        <Button variant="outline" onClick={handleLogout}>
          {SHELL_MESSAGES.logout}
        </Button>
      </Card>
    </Container>
  );
}
