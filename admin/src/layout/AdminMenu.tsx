import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import { Menu, useTranslate } from 'react-admin';
import { MENU_AREAS } from './menuEntries';
import { MenuGroup } from './MenuGroup';

/** The dashboard menu: the staff home, then one collapsible group per area with the screens the user may open. */
export const AdminMenu = () => {
  const translate = useTranslate();
  return (
    // Long labels wrap instead of ending in an ellipsis.
    <Menu aria-label={translate('app.menu.label')} sx={{ '& .MuiMenuItem-root, & .MuiMenuItem-root .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible' } }}>
      <Menu.Item to="/dashboard" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {MENU_AREAS.map((area) => (
        <MenuGroup key={area.id} area={area} />
      ))}
    </Menu>
  );
};
