import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ESTADOS_ELEGIBILIDAD, ESTADOS_PRESTACION } from '../../../../../../shared/servicio-social/valores';
import { AppLink } from '../../../../components/AppLink';
import { PageSection } from '../../../../components/PageSection';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { useQuery } from '../../comun/api/use-query';
import { fechaCorta } from '../../comun/formato';
import { leerInicio } from '../api/estudiante';
import { MisSolicitudes } from './MisSolicitudes';
import { ProgresoServicio } from '../../horas/components/ProgresoServicio';
import { RequisitosLiberacion } from '../../evaluaciones/components/RequisitosLiberacion';

const SEVERIDAD = { elegible: 'success', no_elegible: 'error', pendiente: 'info' } as const;

function BusquedaRapida() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const ir = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/servicio-social/estudiantes/busqueda${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`);
  };
  return (
    <Stack component="form" role="search" onSubmit={ir} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField id="inicio-busqueda" label="Buscar vacantes" type="search" size="small" fullWidth value={q} onChange={(e) => setQ(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Button type="submit" variant="contained">Buscar</Button>
    </Stack>
  );
}

export function InicioPage() {
  const inicio = useQuery(leerInicio);
  const d = inicio.data;
  return (
    <PageSection title={d ? `Hola, ${d.estudiante.nombre}` : 'Mi servicio social'} description="Su situación, sus solicitudes y lo que sigue.">
      {!d ? (
        <Cargando error={inicio.error} retry={inicio.reload} label="Cargando su información" />
      ) : (
        <Grid container spacing={3}>
          <Grid size={12}>
            <Alert severity="info" icon={false} sx={{ fontSize: '1rem' }}>
              <strong>Siguiente paso:</strong> {d.siguientePaso}
            </Alert>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Tarjeta title="Mi situación">
              <Alert severity={SEVERIDAD[d.elegibilidad.estado]} sx={{ mb: 1.5 }}>
                <strong>{ESTADOS_ELEGIBILIDAD[d.elegibilidad.estado]}.</strong>{' '}
                {d.elegibilidad.estado === 'no_elegible'
                  ? d.elegibilidad.motivo ?? 'Comuníquese con la oficina de servicio social.'
                  : d.elegibilidad.estado === 'pendiente'
                    ? `Se requiere al menos ${d.elegibilidad.creditosRequeridos} % de créditos; usted declaró ${d.estudiante.creditos} %.`
                    : 'Puede solicitar vacantes.'}
              </Alert>
              <Typography variant="body2">
                {d.estudiante.programa} · {d.estudiante.semestre}.º semestre · {d.estudiante.creditos} % de créditos
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Solicitudes abiertas: {d.solicitudesAbiertas.usadas} de {d.solicitudesAbiertas.maximo} permitidas.
              </Typography>
            </Tarjeta>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Tarjeta title="Mi servicio">
              {d.prestacion ? (
                <Stack spacing={0.5}>
                  <Typography sx={{ fontWeight: 600 }}>{d.prestacion.vacante}</Typography>
                  <Typography variant="body2">{d.prestacion.institucion} · {d.prestacion.programa}</Typography>
                  <Typography variant="body2">
                    {ESTADOS_PRESTACION[d.prestacion.estado]} desde el {fechaCorta(d.prestacion.fechaInicio)} · periodo {d.prestacion.periodo} · {d.prestacion.horasRequeridas} horas
                  </Typography>
                  <ProgresoServicio prestacionId={d.prestacion.id} />
                  <Button component={AppLink} to="/servicio-social/estudiantes/horas" sx={{ alignSelf: 'flex-start' }}>
                    Registrar mis horas
                  </Button>
                </Stack>
              ) : (
                <Stack spacing={1.5}>
                  <Typography color="text.secondary">Aún no presta su servicio. Cuando una institución le acepte, aparecerá aquí.</Typography>
                  <BusquedaRapida />
                </Stack>
              )}
            </Tarjeta>
          </Grid>
          {d.prestacion ? (
            <Grid size={12}>
              <RequisitosLiberacion />
              <Button component={AppLink} to="/servicio-social/estudiantes/autoevaluacion" sx={{ mt: 1 }}>
                Ir a mi autoevaluación
              </Button>
            </Grid>
          ) : null}
          <Grid size={12}>
            <Tarjeta
              title="Mis solicitudes"
              action={
                <Button component={AppLink} to="/servicio-social/estudiantes/busqueda" sx={{ mt: 1 }}>
                  Buscar más vacantes
                </Button>
              }
            >
              <MisSolicitudes solicitudes={d.solicitudes} onCambio={inicio.reload} />
            </Tarjeta>
          </Grid>
        </Grid>
      )}
    </PageSection>
  );
}
