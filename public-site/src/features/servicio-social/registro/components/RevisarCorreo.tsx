import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { AppLink } from '../../../../components/AppLink';

/**
 * What every registration sees after sending, new or not: the same words whether or not the address was
 * already registered, so the form never tells anyone who has an account.
 */
export function RevisarCorreo({ correo, extra }: { correo: string; extra?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700, outline: 'none' }}>
          Revise su correo
        </Typography>
        <Typography role="status">
          Si los datos son correctos, en unos minutos llegará a <strong>{correo}</strong> un mensaje con un enlace para
          confirmar la dirección. Siga ese enlace para activar su cuenta.
        </Typography>
        {extra && <Alert severity="info">{extra}</Alert>}
        <Typography variant="body2" color="text.secondary">
          ¿No llega? Revise la carpeta de correo no deseado. Si ya tenía una cuenta, puede iniciar sesión o recuperar su
          contraseña.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignSelf: 'stretch' }}>
          <Button component={AppLink} to="/login" variant="contained">
            Iniciar sesión
          </Button>
          <Button component={AppLink} to="/recuperar-contrasena" variant="outlined">
            Recuperar contraseña
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
