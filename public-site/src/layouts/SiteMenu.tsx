import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { homeFor } from '../../../shared/routes';
import { ColorModeMenu } from '../../../shared/ui/ColorModeMenu';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { AppLink } from '../components/AppLink';
import { AREAS } from '../config/areas';
import { useAuth } from '../lib/auth';

interface SiteMenuProps {
  open: boolean;
  onClose: () => void;
  /** aria-current for an area's link. */
  current: (to: string) => 'page' | undefined;
  logout: () => void;
}

/** The phone and tablet menu: areas, colour mode and the session, in a drawer from the right. */
export function SiteMenu({ open, onClose, current, logout }: SiteMenuProps) {
  const { user } = useAuth();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          Menú
        </Typography>
        <IconButton aria-label="Cerrar menú" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      {user && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 2 }}>
          <UserAvatar alt={user.name} size="xl" />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Stack>
      )}
      <List component="nav" aria-label="Áreas" onClick={onClose}>
        {AREAS.map((area) => (
          <ListItemButton key={area.id} component={AppLink} to={area.home} aria-current={current(area.home)}>
            <ListItemText primary={area.name} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="span">Tema de color</Typography>
        <ColorModeMenu />
      </Stack>
      <Divider />
      <Stack spacing={1} sx={{ p: 2 }} onClick={onClose}>
        {user ? (
          <>
            <Button component={AppLink} to={homeFor(user)} variant="contained">
              Panel
            </Button>
            <Button onClick={logout} variant="outlined">
              Cerrar sesión
            </Button>
          </>
        ) : (
          <Button component={AppLink} to="/login" variant="contained">
            Iniciar sesión
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
