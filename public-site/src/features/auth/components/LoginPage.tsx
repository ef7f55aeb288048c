import LockOutlined from '@mui/icons-material/LockOutlined';
import { AuthCard } from './AuthCard';
import { EntradaInstitucional } from './EntradaInstitucional';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  return (
    <AuthCard
      icon={<LockOutlined fontSize="inherit" />}
      title="Iniciar sesión"
      subtitle="Un solo acceso para el personal de la universidad, egresados, estudiantes e instituciones."
    >
      <EntradaInstitucional />
      <LoginForm />
    </AuthCard>
  );
}
