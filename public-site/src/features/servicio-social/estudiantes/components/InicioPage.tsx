import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { Navigate } from 'react-router-dom';
import { ApiError } from '../../../../../../shared/api/errors';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ESTADOS_ELEGIBILIDAD, ESTADOS_PRESTACION } from '../../../../../../shared/servicio-social/valores';
import { AppLink } from '../../../../components/AppLink';
import { PageSection } from '../../../../components/PageSection';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { useQuery } from '../../comun/api/use-query';
import { fechaCorta } from '../../comun/formato';
import type { InicioEstudiante } from '../../../../../../shared/schemas/servicio-social';
import { leerInicio } from '../api/estudiante';
import { ListaPendientes } from '../../pendientes/components/ListaPendientes';
import { leerPendientes } from '../../pendientes/api/pendientes';
import { MisSolicitudes } from './MisSolicitudes';
import { ProgresoServicio } from '../../horas/components/ProgresoServicio';
import { RequisitosLiberacion } from '../../evaluaciones/components/RequisitosLiberacion';

// A text field brings most of MUI's form machinery (label, input, select, modal): only a student free to apply
// sees the search, so only then does it load. Its place is kept while it does.
const BusquedaRapida = lazy(() => import('./BusquedaRapida').then((m) => ({ default: m.BusquedaRapida })));

/** The student's standing in one sentence, said before anything else: serving, free to apply, or why not. */
function Situacion({ d }: { d: InicioEstudiante }) {
  if (d.prestacion) {
    const enCurso = d.prestacion.estado === 'en_curso';
    return (
      <Alert severity="success" sx={{ fontSize: '1rem' }}>
        <strong>{enCurso ? 'Ya presta su servicio social' : `Su servicio social está ${ESTADOS_PRESTACION[d.prestacion.estado].toLowerCase()}`}</strong>{' '}
        en {d.prestacion.institucion}: {d.prestacion.vacante}.
      </Alert>
    );
  }
  const { solicitar } = d.acciones;
  return (
    <Alert severity={solicitar.permitida ? 'success' : d.elegibilidad.estado === 'no_elegible' ? 'error' : 'info'} sx={{ fontSize: '1rem' }}>
      <strong>{ESTADOS_ELEGIBILIDAD[d.elegibilidad.estado]}.</strong>{' '}
      {d.elegibilidad.estado === 'no_elegible'
        ? d.elegibilidad.motivo ?? 'Comuníquese con la oficina de servicio social.'
        : d.elegibilidad.estado === 'pendiente'
          ? `Se requiere al menos ${d.elegibilidad.creditosRequeridos} % de créditos; usted declaró ${d.estudiante.creditos} %.`
          : solicitar.permitida
            ? 'Puede solicitar vacantes.'
            : solicitar.motivo}
    </Alert>
  );
}

export function InicioPage() {
  const inicio = useQuery(leerInicio);
  const pendientes = useQuery(leerPendientes);
  // The page shows once its list of pendientes has answered too (or failed): nothing then moves as it arrives.
  const d = pendientes.data || pendientes.error ? inicio.data : null;
  // An account from the institutional sign-in has no profile yet (409): it completes it first.
  if (inicio.error instanceof ApiError && inicio.error.status === 409) return <Navigate to="/servicio-social/estudiantes/completar-perfil" replace />;
  return (
    <PageSection title={d ? `Hola, ${d.estudiante.nombre}` : 'Mi servicio social'} description="Su situación, sus pendientes y lo que sigue.">
      {!d ? (
        <Cargando error={inicio.error} retry={inicio.reload} label="Cargando su información" />
      ) : (
        <Grid container spacing={3}>
          <Grid size={12}>
            <Stack spacing={1.5}>
              <Situacion d={d} />
              <Alert severity="info" icon={false} sx={{ fontSize: '1rem' }}>
                <strong>Siguiente paso:</strong> {d.siguientePaso}
              </Alert>
            </Stack>
          </Grid>
          <Grid size={12}>
            <ListaPendientes vacio="No tiene pendientes por ahora." consulta={pendientes} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Tarjeta title="Mi situación">
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
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {d.prestacion.estado === 'en_curso' ? (
                      <Button component={AppLink} to="/servicio-social/estudiantes/horas">Registrar mis horas</Button>
                    ) : null}
                    {d.acciones.informeFinal?.permitida ? (
                      <Button component={AppLink} to="/servicio-social/estudiantes/documentos/informe-final">Comenzar informe final</Button>
                    ) : null}
                  </Stack>
                  {d.acciones.informeFinal?.motivo ? (
                    <Typography variant="body2" color="text.secondary">{d.acciones.informeFinal.motivo}</Typography>
                  ) : null}
                </Stack>
              ) : (
                <Stack spacing={1.5}>
                  <Typography color="text.secondary">Aún no presta su servicio. Cuando una institución le acepte, aparecerá aquí.</Typography>
                  {d.acciones.solicitar.permitida ? (
                    <Suspense fallback={<Box sx={{ minHeight: { xs: 84.5, sm: 40 } }} />}>
                      <BusquedaRapida />
                    </Suspense>
                  ) : null}
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
                d.acciones.solicitar.permitida ? (
                  <Button component={AppLink} to="/servicio-social/estudiantes/busqueda" sx={{ mt: 1 }}>
                    Buscar más vacantes
                  </Button>
                ) : undefined
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
