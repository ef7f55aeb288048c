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
import { homeFor } from '../../../../../shared/routes';
import { AppLink } from '../../../components/AppLink';
import { useAuth } from '../../../lib/auth';
import { AuthCard } from './AuthCard';

export function EmailVerifiedPage() {
  const { user } = useAuth();
  return (
    <AuthCard icon={<MarkEmailReadOutlined fontSize="inherit" />} title="Correo verificado" subtitle="Gracias por confirmar su dirección de correo electrónico.">
      <Stack spacing={2}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Próximos pasos
        </Typography>
        <List disablePadding dense>
          <ListItem disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LoginOutlined color="primary" />
            </ListItemIcon>
            <ListItemText primary="Inicie sesión con su correo y su contraseña para continuar." />
          </ListItem>
          <ListItem disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <NotificationsActiveOutlined color="primary" />
            </ListItemIcon>
            <ListItemText primary="Los avisos sobre su registro llegarán a este correo; agréguelo a sus contactos para que no terminen en correo no deseado." />
          </ListItem>
        </List>
        {user ? (
          <Button component={AppLink} to={homeFor(user)} variant="contained">
            Ir al panel
          </Button>
        ) : (
          <Button component={AppLink} to="/login" variant="contained">
            Iniciar sesión
          </Button>
        )}
        <Button component={AppLink} to="/">
          Ir al inicio
        </Button>
      </Stack>
    </AuthCard>
  );
}
