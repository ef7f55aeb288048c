import { Button, Card, CardActions, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { R } from '../resourceNames';
import { formatDateTime } from '../../../shared/formato';
import { useAuditSentence } from '../auditoria/describir';
import type { DashboardAuditEntry } from './types';


/** The latest entries of the audit log: who changed what, and when. */
export const RecentChanges = ({ entries }: { entries: DashboardAuditEntry[] }) => {
  const translate = useTranslate();
  const sentence = useAuditSentence();
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
                  primary={sentence(entry)}
                  secondary={formatDateTime(entry.createdAt)}
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
