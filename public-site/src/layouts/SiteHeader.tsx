import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import MenuIcon from '@mui/icons-material/Menu';
import { homeFor } from '../../../shared/routes';
import { ColorModeMenu } from '../../../shared/ui/ColorModeMenu';
import { avatarPixels, initials } from '../../../shared/ui/avatar-initials';
import { useToast } from '../../../shared/ui/toast';
import { AppLink } from '../components/AppLink';
import { AREAS } from '../config/areas';
import { site } from '../config/site';
import { useAuth } from '../lib/auth';

// The phone menu (MUI Drawer, Modal, focus trap) loads on the first tap of its button, not with every page.
const SiteMenu = lazy(() => import('./SiteMenu').then((m) => ({ default: m.SiteMenu })));

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

/**
 * The signed-in user's initials as UserAvatar draws them, without MUI's Avatar (made for pictures, which the
 * header never has): the header is on every page's first load.
 */
function Initials({ name }: { name: string }) {
  const px = avatarPixels('md');
  return (
    <Box
      role="img"
      aria-label={name}
      sx={{ width: px, height: px, borderRadius: '50%', display: 'grid', placeItems: 'center', fontSize: Math.max(8, Math.round(px * 0.42)), fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText', userSelect: 'none' }}
    >
      {initials(name)}
    </Box>
  );
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
  // Mounted from the first opening on, so the drawer can slide closed.
  const [menuMounted, setMenuMounted] = useState(false);
  const current = (to: string) => (pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined);

  return (
    // AppBar and Toolbar's look on plain Boxes: the header is on every first load and needs none of their options.
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: { xs: 56, sm: 64 } }}>
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
                  {/* A native title: MUI's Tooltip would bring Popper to every page for one hint. */}
                  <span title={user.name}>
                    <Initials name={user.name} />
                  </span>
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
          <IconButton
            sx={{ display: { lg: 'none' } }}
            aria-label="Abrir menú"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
            }}
            edge="end"
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Container>
      {menuMounted && (
        <Suspense fallback={null}>
          <SiteMenu open={menuOpen} onClose={() => setMenuOpen(false)} current={current} logout={logout} />
        </Suspense>
      )}
    </Box>
  );
}
