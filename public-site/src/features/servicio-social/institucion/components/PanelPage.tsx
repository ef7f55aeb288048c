import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ESTADOS_INSTITUCION, ESTADOS_PROGRAMA, type EstadoPrograma } from '../../../../../../shared/servicio-social/valores';
import { AppLink } from '../../../../components/AppLink';
import { TextLink } from '../../../../components/TextLink';
import { PageSection } from '../../../../components/PageSection';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { leerPanel } from '../api/institucion';
import { ListaPendientes } from '../../pendientes/components/ListaPendientes';
import { leerPendientes } from '../../pendientes/api/pendientes';
import { EstudiantesEnServicio } from './EstudiantesEnServicio';
import { PendienteAviso } from './PendienteAviso';

function Cifra({ valor, texto }: { valor: number; texto: string }) {
  return (
    <div>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>{valor}</Typography>
      <Typography variant="body2" color="text.secondary">{texto}</Typography>
    </div>
  );
}

export function PanelPage() {
  const panel = useQuery(leerPanel);
  const pendientes = useQuery(leerPendientes);
  // The panel shows once its list of pendientes has answered too (or failed): nothing then moves as it arrives.
  const d = pendientes.data || pendientes.error ? panel.data : null;
  return (
    <PageSection title={d ? d.institucion.razonSocial : 'Panel de la institución'} description={d ? `Estado: ${ESTADOS_INSTITUCION[d.institucion.estado]}` : undefined}>
      {!d ? (
        <Cargando error={panel.error} retry={panel.reload} label="Cargando el panel" />
      ) : d.institucion.estado !== 'aprobada' ? (
        // Until staff approve it, the status is all an institution sees (the server refuses the rest).
        <PendienteAviso institucion={d.institucion} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={12}>
            <ListaPendientes vacio="Nada espera su revisión por ahora." consulta={pendientes} />
          </Grid>
          <Grid size={12}>
            <Tarjeta title="En cifras">
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
                <Cifra valor={d.vacantesAbiertas.length} texto="vacantes abiertas" />
                <Cifra valor={d.solicitudesPendientes} texto="solicitudes por revisar" />
                <Cifra valor={d.estudiantesEnServicio} texto="estudiantes en servicio" />
              </Stack>
            </Tarjeta>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Tarjeta title="Programas" action={<Button component={AppLink} to="/servicio-social/Institucion/programas" sx={{ mt: 1 }}>Ver programas</Button>}>
              <List dense disablePadding>
                {(Object.keys(ESTADOS_PROGRAMA) as EstadoPrograma[]).map((e) => (
                  <ListItem key={e} disableGutters sx={{ justifyContent: 'space-between' }}>
                    <span>{ESTADOS_PROGRAMA[e]}</span>
                    <strong>{d.programas[e] ?? 0}</strong>
                  </ListItem>
                ))}
              </List>
            </Tarjeta>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Tarjeta title="Vacantes abiertas" action={<Button component={AppLink} to="/servicio-social/Institucion/vacantes" sx={{ mt: 1 }}>Ver vacantes</Button>}>
              {d.vacantesAbiertas.length === 0 ? (
                <Typography color="text.secondary">No tiene vacantes abiertas.</Typography>
              ) : (
                <List dense disablePadding>
                  {d.vacantesAbiertas.map((v) => (
                    <ListItem key={v.id} disableGutters sx={{ display: 'block' }}>
                      <TextLink to={`/servicio-social/Institucion/vacantes/${v.id}/solicitudes`}>{v.titulo}</TextLink>
                      <Typography variant="body2" color="text.secondary">
                        {v.ocupados} de {v.cupo} lugares ocupados · {v.solicitudesPendientes} por revisar
                      </Typography>
                    </ListItem>
                  ))}
                </List>
              )}
            </Tarjeta>
          </Grid>
          <Grid size={12}>
            <EstudiantesEnServicio />
          </Grid>
        </Grid>
      )}
    </PageSection>
  );
}
