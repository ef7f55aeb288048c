import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import type { AdminIdentity } from '../providers/authProvider';
import { InitialsAvatar } from './InitialsAvatar';

const WhoAmI = () => {
  const { identity } = useGetIdentity();
  const me = identity as AdminIdentity | undefined;
  if (!me) return null;
  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
      <ListItemText primary={me.fullName} secondary={me.email} />
    </MenuItem>
  );
};

const PublicSiteItem = () => {
  const translate = useTranslate();
  return (
    <MenuItem component="a" href="/">
      <ListItemIcon>
        <PublicIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.actions.public_site')}</ListItemText>
    </MenuItem>
  );
};

/** The person's name and email, 'Cerrar sesión', and on phones the public-site link. */
export const AdminUserMenu = ({ withPublicSite }: { withPublicSite?: boolean }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // From `sm` up the button shows the person's name: its accessible name must contain it (WCAG 2.5.3), not just
  // «Perfil». Below, react-admin shows only the avatar and translates the label as a key with «Profile» as fallback,
  // so it gets a key.
  const muestraNombre = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const label = identity?.fullName && muestraNombre ? translate('app.user_menu', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu icon={<InitialsAvatar />} label={label}>
      <WhoAmI />
      {withPublicSite ? <PublicSiteItem /> : null}
      <Logout />
    </UserMenu>
  );
};
