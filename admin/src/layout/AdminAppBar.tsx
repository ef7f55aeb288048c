import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
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

export const AdminAppBar = () => {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const home = `${translate('app.menu.dashboard')} · ${translate('app.name')}`;
  return (
    <AppBar color="primary" toolbar={<Toolbar small={small} />} userMenu={<AdminUserMenu withPublicSite={small} />}>
      {small ? null : (
        <Tooltip title={home}>
          <IconButton color="inherit" component={Link} to="/dashboard" aria-label={home}>
            <SchoolIcon />
          </IconButton>
        </Tooltip>
      )}
      <TitlePortal variant="h6" sx={{ ml: 0.5 }} />
    </AppBar>
  );
};
