import { Collapse, List, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, useCanAccess, useCanAccessResources, useSidebarState, useStore, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { areaOf, type MenuArea, type MenuEntry } from './menuEntries';

/** A page of the public app inside the menu, shown when its own action is allowed. */
const PublicAppEntry = ({ entry }: { entry: MenuEntry }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: entry.resource, action: entry.action ?? 'list' });
  if (!canAccess) return null;
  return (
    // Dressed like react-admin's own entries (secondary text, 40 px icon column), so it reads as one of them.
    <MenuItem component="a" href={entry.href} sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }}>
      <ListItemIcon>{entry.icon}</ListItemIcon>
      {translate(entry.label)}
    </MenuItem>
  );
};

const Entry = ({ entry }: { entry: MenuEntry }) => {
  const translate = useTranslate();
  if (entry.href) return <PublicAppEntry entry={entry} />;
  if (entry.to) return <Menu.Item to={entry.to} primaryText={translate(entry.label)} leftIcon={entry.icon} />;
  return <Menu.ResourceItem name={entry.resource} primaryText={translate(entry.label, { smart_count: 2 })} />;
};

/** The entries of an area the user may open; none until the permissions are known. */
function useAllowedEntries(area: MenuArea): MenuEntry[] {
  const resources = (action: string) => area.entries.filter((e) => (e.action ?? 'list') === action).map((e) => e.resource);
  const { canAccess: list } = useCanAccessResources({ action: 'list', resources: resources('list') });
  const { canAccess: edit } = useCanAccessResources({ action: 'edit', resources: resources('edit') });
  // A public-app page checks its own action (PublicAppEntry): here it only needs its area shown.
  return area.entries.filter((e) => (e.action === 'create' ? true : (e.action === 'edit' ? edit : list)?.[e.resource]));
}

/**
 * One area of the menu, collapsible as in react-admin's demo. It opens by itself when it holds the current page,
 * and otherwise remembers what the user chose.
 */
export const MenuGroup = ({ area }: { area: MenuArea }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const current = areaOf(pathname) === area.id;
  const [chosen, setChosen] = useStore<boolean | undefined>(`menu.grupo.${area.id}`, undefined);
  const open = chosen ?? current;
  const entries = useAllowedEntries(area);
  const label = translate(area.label);
  // Only public-app entries left means nothing this user may list here: they check their own permission.
  if (!entries.some((e) => !e.href)) return null;
  // A closed sidebar is a column of icons as wide as one: the area's name would wrap one letter per line there, so
  // it becomes the item's accessible name and tooltip, as react-admin does for its own entries.
  const header = (
    <MenuItem aria-expanded={open} aria-label={sidebarOpen ? undefined : label} onClick={() => setChosen(!open)} sx={{ py: 1, fontWeight: 600, whiteSpace: 'normal' }}>
      <ListItemIcon sx={{ minWidth: 40 }}>{area.icon}</ListItemIcon>
      {sidebarOpen && <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />}
      {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </MenuItem>
  );
  return (
    <>
      {sidebarOpen ? header : <Tooltip title={label} placement="right">{header}</Tooltip>}
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* role group: a menu may own groups of menu items (axe aria-required-children). */}
        <List component="div" role="group" disablePadding aria-label={label} sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 3 : 2 } }}>
          {entries.map((entry) => (
            <Entry key={`${entry.resource}:${entry.label}`} entry={entry} />
          ))}
        </List>
      </Collapse>
    </>
  );
};
