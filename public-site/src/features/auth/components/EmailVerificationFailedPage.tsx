import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkOff from '@mui/icons-material/LinkOff';
import { useToast } from '../../../../../shared/ui/toast';
import { AppLink } from '../../../components/AppLink';
import { useAuth } from '../../../lib/auth';
import { formErrorMessage } from '../../../lib/form';
import { useResendVerification } from '../api/resend-verification';
import { AuthCard } from './AuthCard';

export function EmailVerificationFailedPage() {
  const { user } = useAuth();
  const resend = useResendVerification();
  const { toast } = useToast();

  const send = async () => {
    try {
      const answer = await resend.mutate(undefined);
      toast({ title: 'Enlace enviado', description: answer?.message ?? `Revise ${user?.email}.`, variant: 'success' });
    } catch {
      // The error is shown below the button.
    }
  };

  return (
    <AuthCard icon={<LinkOff fontSize="inherit" />} title="Enlace no válido">
      <Stack spacing={2.5}>
        <Typography>
          El enlace para verificar su correo no es válido o ya venció. Por seguridad, cada enlace sirve una sola vez y solo durante un tiempo limitado.
        </Typography>
        {user ? (
          <>
            <Typography color="text.secondary">
              Podemos enviar un enlace nuevo a <strong>{user.email}</strong>.
            </Typography>
            {resend.status === 'error' && <Alert severity="error">{formErrorMessage(resend.error)}</Alert>}
            <Button variant="contained" onClick={send} loading={resend.isPending} disabled={resend.status === 'success'}>
              {resend.status === 'success' ? 'Enlace enviado' : 'Enviar un enlace nuevo'}
            </Button>
          </>
        ) : (
          <>
            <Typography color="text.secondary">Inicie sesión para solicitar un enlace nuevo.</Typography>
            <Button component={AppLink} to="/login" variant="contained">
              Iniciar sesión
            </Button>
          </>
        )}
        <Button component={AppLink} to="/">
          Ir al inicio
        </Button>
      </Stack>
    </AuthCard>
  );
}
