import type { ReactElement } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PeopleIcon from '@mui/icons-material/People';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import KeyIcon from '@mui/icons-material/Key';
import OutboxIcon from '@mui/icons-material/Outbox';
import HistoryIcon from '@mui/icons-material/History';
import { usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can, type AccessSubject } from '../../../shared/permissions';
import { R } from '../resourceNames';

interface Shortcut {
  permission: string;
  label: string;
  to: string;
  icon: ReactElement;
}

export const SHORTCUTS: Shortcut[] = [
  { permission: 'usuarios.crear', label: 'app.dashboard.shortcuts.new_user', to: `/${R.egresados.usuarios}/create`, icon: <PersonAddIcon /> },
  { permission: 'usuarios.ver', label: 'app.dashboard.shortcuts.users', to: `/${R.egresados.usuarios}`, icon: <PeopleIcon /> },
  { permission: 'roles.ver', label: 'app.dashboard.shortcuts.roles', to: `/${R.egresados.roles}`, icon: <AdminPanelSettingsIcon /> },
  { permission: 'permisos.ver', label: 'app.dashboard.shortcuts.permisos', to: `/${R.egresados.permisos}`, icon: <KeyIcon /> },
  { permission: 'correos.ver', label: 'app.dashboard.shortcuts.correos', to: `/${R.correos}`, icon: <OutboxIcon /> },
  { permission: 'auditoria.ver', label: 'app.dashboard.shortcuts.auditoria', to: `/${R.auditoria}`, icon: <HistoryIcon /> },
];

/** The screens this user may open, as buttons; someone without any, and nothing to do either, is told whom to ask. */
export const Shortcuts = ({ hasTasks = false }: { hasTasks?: boolean }) => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<AccessSubject>();
  if (isPending) return null;
  const allowed = SHORTCUTS.filter((shortcut) => can(permissions, shortcut.permission));
  // A jurado has no administration screens, but has work: the to-do list says it.
  if (!allowed.length && hasTasks) return null;
  return (
    <Card component="section" aria-labelledby="dashboard-shortcuts">
      <CardContent>
        <Typography id="dashboard-shortcuts" variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.shortcuts.title')}
        </Typography>
        {allowed.length ? (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {allowed.map((shortcut) => (
              <Button key={shortcut.to} component={Link} to={shortcut.to} variant="outlined" startIcon={shortcut.icon}>
                {translate(shortcut.label)}
              </Button>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{translate('app.dashboard.shortcuts.none')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
