import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import MenuIcon from '@mui/icons-material/Menu';
import Close from '@mui/icons-material/Close';
import { homeFor } from '../../../shared/routes';
import { ColorModeMenu } from '../../../shared/ui/ColorModeMenu';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { useToast } from '../../../shared/ui/toast';
import { AppLink } from '../components/AppLink';
import { AREAS } from '../config/areas';
import { site } from '../config/site';
import { useAuth } from '../lib/auth';

function useLogout() {
  const { logout } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  return async () => {
    await logout();
    toast({ title: 'Sesión cerrada', description: 'Hasta pronto.', variant: 'success' });
    navigate('/login');
  };
}

function Brand() {
  return (
    <Box component={AppLink} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}>
      <Box sx={{ display: 'grid', placeItems: 'center', width: 36, height: 36, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText', flexShrink: 0 }} aria-hidden>
        <AccountBalance fontSize="small" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {site.name}
      </Typography>
    </Box>
  );
}

export function SiteHeader() {
  const { user, status } = useAuth();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = (to: string) => (pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Brand />
          <Box component="nav" aria-label="Áreas" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, ml: 2 }}>
            {AREAS.map((area) => (
              <Button key={area.id} component={AppLink} to={area.home} color="inherit" aria-current={current(area.home)} sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {area.name}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
            <ColorModeMenu />
          </Box>
          {status !== 'checking' && (
            <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', whiteSpace: 'nowrap' }}>
              {user ? (
                <>
                  <Tooltip title={user.name}>
                    <span>
                      <UserAvatar alt={user.name} size="md" />
                    </span>
                  </Tooltip>
                  {/* The name itself only where there is room for it; the avatar names the user otherwise. */}
                  <Typography component="span" sx={{ display: { xs: 'none', xl: 'inline' }, fontWeight: 500, maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {user.name}
                  </Typography>
                  <Button component={AppLink} to={homeFor(user)} variant="contained">
                    Panel
                  </Button>
                  <Button onClick={logout} color="inherit">
                    Cerrar sesión
                  </Button>
                </>
              ) : (
                pathname !== '/login' && (
                  <Button component={AppLink} to="/login" variant="contained">
                    Iniciar sesión
                  </Button>
                )
              )}
            </Stack>
          )}
          <IconButton sx={{ display: { lg: 'none' } }} aria-label="Abrir menú" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)} edge="end">
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            Menú
          </Typography>
          <IconButton aria-label="Cerrar menú" onClick={() => setMenuOpen(false)}>
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
        <List component="nav" aria-label="Áreas" onClick={() => setMenuOpen(false)}>
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
        <Stack spacing={1} sx={{ p: 2 }} onClick={() => setMenuOpen(false)}>
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
    </AppBar>
  );
}
