import { useLayoutEffect, useState, type ReactElement } from 'react';
import { Button, IconButton, Slide, Tooltip, useMediaQuery, useScrollTrigger, type Theme } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import PublicIcon from '@mui/icons-material/Public';
import { AppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ColorModeMenu } from '../../../shared/ui/ColorModeMenu';
import { AdminUserMenu } from './AdminUserMenu';

/** '/' belongs to the public app: a plain link, so the browser loads it instead of react-admin's router. */
const PublicSiteLink = () => {
  const translate = useTranslate();
  return (
    <Button color="inherit" href="/" startIcon={<PublicIcon />} sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
      {translate('app.actions.public_site')}
    </Button>
  );
};

// On phones the page title needs the room: the public-site link moves into the user menu.
const Toolbar = ({ small }: { small: boolean }) => (
  <>
    {small ? null : <PublicSiteLink />}
    <ColorModeMenu />
    <LoadingIndicator />
  </>
);

/**
 * The bar's title is the page's heading unless the screen in #main-content has an <h1> of its own. The role is set on
 * the DOM from a MutationObserver rather than through React state: the observer runs before any other task, so no
 * reader (or test) ever meets two level-one headings between the screen's render and the bar's.
 */
function useTituloComoEncabezado(): void {
  useLayoutEffect(() => {
    const revisar = () => {
      const propia = document.querySelector<HTMLElement>('#main-content h1');
      const titulo = document.getElementById('react-admin-title');
      // The bar's title may hold the focus a new page gave it before the screen's own <h1> rendered: hand it over.
      if (propia && titulo && document.activeElement === titulo) {
        if (!propia.hasAttribute('tabindex')) propia.setAttribute('tabindex', '-1');
        propia.focus({ preventScroll: true });
      }
      if (!titulo) return;
      if (propia) {
        if (titulo.hasAttribute('role')) {
          titulo.removeAttribute('role');
          titulo.removeAttribute('aria-level');
        }
      } else if (titulo.getAttribute('role') !== 'heading') {
        titulo.setAttribute('role', 'heading');
        titulo.setAttribute('aria-level', '1');
      }
    };
    revisar();
    // The screen's container may render after the bar (while the session or permissions load): watch the whole body.
    // Only element insertions and removals matter, so the attributes set here do not wake the observer again.
    const observador = new MutationObserver(revisar);
    observador.observe(document.body, { childList: true, subtree: true });
    return () => observador.disconnect();
  }, []);
}

/**
 * react-admin's bar slides away while a page scrolls down (on a phone the page needs the room), but hidden with
 * visibility: hidden it also left the tab order: from the foot of a long page Shift+Tab never reached «Abrir menú».
 * Here it slides away and stays focusable, and a focus inside brings it back.
 */
function OcultaAlBajar({ children, className }: { children: ReactElement; className?: string }) {
  const bajando = useScrollTrigger();
  const [conFoco, setConFoco] = useState(false);
  const visible = !bajando || conFoco;
  return (
    <Slide
      appear={false}
      direction="down"
      in={visible}
      className={className}
      // Its shadow would otherwise show along the top edge while it is away.
      style={{ visibility: 'visible', boxShadow: visible ? undefined : 'none' }}
      onFocus={() => setConFoco(true)}
      onBlur={(e) => setConFoco(e.currentTarget.contains(e.relatedTarget))}
    >
      {children}
    </Slide>
  );
}

export const AdminAppBar = () => {
  useTituloComoEncabezado();
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const home = `${translate('app.menu.dashboard')} · ${translate('app.name')}`;
  return (
    <AppBar color="primary" container={OcultaAlBajar} toolbar={<Toolbar small={small} />} userMenu={<AdminUserMenu withPublicSite={small} />}>
      {small ? null : (
        <Tooltip title={home}>
          <IconButton color="inherit" component={Link} to="/dashboard" aria-label={home}>
            <SchoolIcon />
          </IconButton>
        </Tooltip>
      )}
      {/* react-admin portals each page's <Title> here; useTituloComoEncabezado decides whether it is the page's heading. */}
      <TitlePortal variant="h6" component="div" sx={{ ml: 0.5 }} />
    </AppBar>
  );
};
