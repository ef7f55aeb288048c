import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import { mensajeRechazo, RUTAS_INSTITUCIONALES, tomarFinInstitucional } from '../../../../../shared/auth/institucional';
import { formErrorMessage } from '../../../lib/form';
import { useAuth } from '../../../lib/auth';
import { browser, isPublicAppPath } from '../../../lib/navigation';
import { Alert } from '../../../components/Alert';
import { PageLoader } from '../../../components/PageLoader';
import { useInstitucionalActivo } from '../api/institucional';

/**
 * The institutional account's part of /login: the button, the message of a refused sign-in (`?error=…`, kept in the
 * page, not a passing toast) and, back from the provider (`?institucional=1`), collecting the session.
 */
export function EntradaInstitucional() {
  const activo = useInstitucionalActivo();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { loginInstitucional } = useAuth();
  const regreso = params.get('institucional') === '1';
  const [fallo, setFallo] = useState<string | null>(null);
  const [finInstitucional] = useState(tomarFinInstitucional);
  const pedido = useRef(false);

  useEffect(() => {
    if (!regreso || pedido.current) return;
    pedido.current = true;
    loginInstitucional().then(
      ({ destino }) => {
        if (!destino) return;
        if (isPublicAppPath(destino)) navigate(destino, { replace: true });
        else browser.assign(destino);
      },
      (error: unknown) => {
        setFallo(formErrorMessage(error));
        navigate('/login', { replace: true });
      },
    );
  }, [regreso, loginInstitucional, navigate]);

  if (regreso && !fallo) return <PageLoader label="Entrando con la cuenta institucional" />;
  const mensaje = fallo ?? mensajeRechazo(params.get('error'));
  return (
    <Stack spacing={2.5} sx={{ mb: activo || mensaje || finInstitucional ? 2.5 : 0 }}>
      {finInstitucional && (
        <Alert severity="info" role="status">
          Cerró su sesión en la plataforma. Su cuenta institucional sigue abierta en este navegador:{' '}
          <Link href={finInstitucional}>cerrar también la sesión institucional</Link>.
        </Alert>
      )}
      {mensaje && (
        <Alert severity="error" role="alert">
          {mensaje}
        </Alert>
      )}
      {activo && (
        <>
          <Button href={RUTAS_INSTITUCIONALES.inicio} variant="contained" size="large" startIcon={<AccountBalanceOutlined />}>
            Entrar con la cuenta institucional
          </Button>
          <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>o con su correo y contraseña</Divider>
        </>
      )}
    </Stack>
  );
}
