import { Button, Card, CardActions, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { R } from '../resourceNames';
import type { DashboardAuditEntry } from './types';

const FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The latest entries of the audit log: who changed what, and when. */
export const RecentChanges = ({ entries }: { entries: DashboardAuditEntry[] }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="dashboard-recent" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id="dashboard-recent" variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.auditoria.title')}
        </Typography>
        {entries.length ? (
          <List dense disablePadding>
            {entries.map((entry) => (
              <ListItem key={entry.id} disablePadding>
                <ListItemButton component={Link} to={`/${R.auditoria}/${entry.id}/show`} sx={{ px: 0 }}>
                <ListItemText
                  primary={translate('app.dashboard.auditoria.entry', {
                    actor: entry.actorEmail ?? translate('resources.auditoria.diff.system'),
                    accion: translate(`resources.auditoria.acciones.${entry.accion}`, { _: entry.accion }).toLowerCase(),
                    recurso: translate(`resources.${entry.recurso}.name`, { smart_count: 1, _: entry.recurso }).toLowerCase(),
                    registroId: entry.registroId ?? '—',
                  })}
                  secondary={new Date(entry.createdAt).toLocaleString('es-MX', FORMAT)}
                  slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{translate('app.dashboard.auditoria.none')}</Typography>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={`/${R.auditoria}`} size="small">
          {translate('app.dashboard.auditoria.see_all')}
        </Button>
      </CardActions>
    </Card>
  );
};
