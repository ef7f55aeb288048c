import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { homeFor } from '../../../../../shared/routes';
import { parseCuentaVerificada, type CuentaVerificada } from '../../../../../shared/auth/cuenta-verificada';
import { AppLink } from '../../../components/AppLink';
import { useAuth } from '../../../lib/auth';
import { AuthCard } from './AuthCard';

interface Paso {
  icon: ReactNode;
  text: string;
}

interface Siguiente {
  subtitle: string;
  pasos: Paso[];
  action: { label: string; to: string };
}

const iniciar = (texto: string): Paso => ({ icon: <LoginOutlined color="primary" />, text: texto });
const avisos: Paso = {
  icon: <NotificationsActiveOutlined color="primary" />,
  text: 'Los avisos llegarán a este correo; agréguelo a sus contactos para que no terminen en correo no deseado.',
};

// Graduates never choose a password: their next step is the emailed update link, never the sign-in page.
const SIGUIENTE: Record<CuentaVerificada | 'otra', Siguiente> = {
  egresado: {
    subtitle: 'Su registro en la comunidad de egresados quedó confirmado. No necesita contraseña ni cuenta.',
    pasos: [
      { icon: <NotificationsActiveOutlined color="primary" />, text: 'La oficina de egresados le escribirá a este correo con ofertas de empleo, eventos y trámites; agréguelo a sus contactos.' },
      { icon: <EditNoteOutlined color="primary" />, text: 'Si cambian sus datos, pida un enlace para actualizarlos: se lo enviamos a este mismo correo.' },
    ],
    action: { label: 'Actualizar mis datos', to: '/egresados/actualizacion' },
  },
  estudiante: {
    subtitle: 'Su cuenta de servicio social quedó activada.',
    pasos: [
      iniciar('Inicie sesión con su correo y la contraseña que eligió al registrarse.'),
      { icon: <SearchOutlined color="primary" />, text: 'En «Mi servicio social» verá si ya es elegible y podrá buscar vacantes.' },
      avisos,
    ],
    action: { label: 'Iniciar sesión', to: '/login?next=%2Fservicio-social%2Festudiantes' },
  },
  institucion: {
    subtitle: 'La cuenta de su institución quedó activada.',
    pasos: [
      iniciar('Inicie sesión con su correo y la contraseña que eligió al registrarse.'),
      { icon: <FactCheckOutlined color="primary" />, text: 'La oficina de servicio social revisará los datos de su institución; cuando los valide podrá registrar programas y vacantes.' },
      avisos,
    ],
    action: { label: 'Iniciar sesión', to: '/login?next=%2Fservicio-social%2FInstitucion' },
  },
  empleador: {
    subtitle: 'La cuenta de su empresa en la bolsa de trabajo quedó activada.',
    pasos: [
      iniciar('Inicie sesión con su correo y la contraseña que eligió al registrarse.'),
      { icon: <FactCheckOutlined color="primary" />, text: 'La oficina revisará los datos de su empresa; cuando los apruebe, se lo diremos por correo y podrá publicar ofertas.' },
      avisos,
    ],
    action: { label: 'Iniciar sesión', to: '/login?next=%2Fbolsa-de-trabajo%2Fempleador' },
  },
  personal: {
    subtitle: 'Su cuenta del personal quedó activada.',
    pasos: [iniciar('Inicie sesión con su correo y su contraseña para entrar al panel de administración.'), avisos],
    action: { label: 'Iniciar sesión', to: '/login?next=%2Fdashboard' },
  },
  otra: {
    subtitle: 'Gracias por confirmar su dirección de correo electrónico.',
    pasos: [avisos],
    action: { label: 'Ir al inicio', to: '/' },
  },
};

export function EmailVerifiedPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const cuenta = parseCuentaVerificada(params.get('cuenta'));
  const siguiente = SIGUIENTE[cuenta ?? 'otra'];
  // Someone already signed in (the link opened in the same browser) goes straight to their own home.
  const action = user && cuenta !== 'egresado' ? { label: 'Ir a mi panel', to: homeFor(user) } : siguiente.action;
  return (
    <AuthCard icon={<MarkEmailReadOutlined fontSize="inherit" />} title="Correo verificado" subtitle={siguiente.subtitle}>
      <Stack spacing={2}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Próximos pasos
        </Typography>
        <List disablePadding dense>
          {siguiente.pasos.map((paso) => (
            <ListItem key={paso.text} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>{paso.icon}</ListItemIcon>
              <ListItemText primary={paso.text} />
            </ListItem>
          ))}
        </List>
        <Button component={AppLink} to={action.to} variant="contained">
          {action.label}
        </Button>
        {action.to !== '/' && (
          <Button component={AppLink} to="/">
            Ir al inicio
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
