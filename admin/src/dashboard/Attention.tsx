import type { ReactElement } from 'react';
import { Alert, Card, CardContent, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { R } from '../resourceNames';
import { listWithFilter } from './links';
import type { DashboardSummary } from './types';

interface Item {
  key: string;
  text: string;
  to: string;
  icon: ReactElement;
}

/** What staff should look at first: failed or held mail, mail waiting, accounts that never verified. */
export const Attention = ({ summary }: { summary: DashboardSummary }) => {
  const translate = useTranslate();
  const items: Item[] = [];
  const { correos, usuarios } = summary;
  if (correos?.fallidos) {
    items.push({ key: 'fallidos', text: translate('app.dashboard.correos.fallidos', { smart_count: correos.fallidos }), to: listWithFilter(R.correos, { estado: 'fallido' }), icon: <ErrorIcon color="error" /> });
  }
  if (correos?.retenidos) {
    items.push({ key: 'retenidos', text: translate('app.dashboard.correos.retenidos', { smart_count: correos.retenidos }), to: listWithFilter(R.correos, { estado: 'retenido' }), icon: <PauseIcon color="warning" /> });
  }
  if (correos?.pendientes) {
    items.push({ key: 'pendientes', text: translate('app.dashboard.correos.pendientes', { smart_count: correos.pendientes }), to: listWithFilter(R.correos, { estado: ['pendiente', 'enviando'] }), icon: <ScheduleIcon color="info" /> });
  }
  if (usuarios?.sinVerificar) {
    items.push({ key: 'sinVerificar', text: translate('app.dashboard.usuarios.sin_verificar', { smart_count: usuarios.sinVerificar }), to: `/${R.egresados.usuarios}`, icon: <MarkEmailUnreadIcon color="info" /> });
  }
  // Nothing to report on parts the user cannot see: say nothing rather than "all clear".
  if (!correos && !usuarios) return null;
  return (
    <Card component="section" aria-labelledby="dashboard-attention">
      <CardContent>
        <Typography id="dashboard-attention" variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.attention')}
        </Typography>
        {items.length ? (
          <List dense disablePadding>
            {items.map((item) => (
              <ListItem key={item.key} disablePadding>
                <ListItemButton component={Link} to={item.to}>
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.text} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Alert severity="success" variant="outlined">
            {translate('app.dashboard.all_clear')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
