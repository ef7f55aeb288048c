import { Alert, Card, CardContent, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Pendiente } from '../../../shared/schemas/pendientes';
import { diasEsperando } from '../../../shared/pendientes/dias-esperando';

/** The i18n key of a to-do item: 'ss.instituciones_por_validar' → app.dashboard.pendientes.ss_instituciones_por_validar. */
export const clavePendiente = (p: Pendiente) => `app.dashboard.pendientes.${p.clave.replace('.', '_')}`;

/** «Pendientes»: each queue the user may act on, its count and age, linked to the list filtered to it. */
export const Pendientes = ({ pendientes }: { pendientes: Pendiente[] }) => {
  const translate = useTranslate();
  if (!pendientes.length) return null;
  const edad = (p: Pendiente) => {
    const dias = diasEsperando(p.desde);
    if (!p.cantidad) return translate('app.dashboard.pendientes.al_dia');
    if (dias === null) return undefined;
    return dias === 0 ? translate('app.dashboard.pendientes.desde_hoy') : translate('app.dashboard.pendientes.desde', { smart_count: dias });
  };
  return (
    <Card component="section" aria-labelledby="dashboard-pendientes">
      <CardContent>
        <Typography id="dashboard-pendientes" variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.pendientes.title')}
        </Typography>
        {pendientes.some((p) => p.cantidad > 0) ? null : (
          <Alert severity="success" variant="outlined" sx={{ mb: 1 }}>
            {translate('app.dashboard.pendientes.none')}
          </Alert>
        )}
        <List dense disablePadding>
          {pendientes.map((p) => (
            <ListItem key={p.clave} disablePadding>
              <ListItemButton component={Link} to={p.enlace}>
                <ListItemIcon>{p.cantidad ? <AssignmentIcon color="warning" /> : <CheckIcon color="success" />}</ListItemIcon>
                <ListItemText primary={translate(clavePendiente(p), { smart_count: p.cantidad })} secondary={edad(p)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
