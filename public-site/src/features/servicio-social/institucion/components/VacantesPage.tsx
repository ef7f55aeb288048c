import { useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { VacanteSs } from '../../../../../../shared/schemas/servicio-social';
import { ESTADOS_VACANTE, HORARIOS } from '../../../../../../shared/servicio-social/valores';
import { useToast } from '../../../../../../shared/ui/toast';
import { AppLink } from '../../../../components/AppLink';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useCatalogo } from '../../../egresados/api/catalogo';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { fechaCorta } from '../../comun/formato';
import { abrirCerrar, crearVacante, editarVacante, leerProgramas, leerSolicitantes, leerVacantes } from '../api/institucion';
import { Solicitantes } from './Solicitantes';
import { VacanteForm } from './VacanteForm';

const BASE = '/servicio-social/Institucion/vacantes';

function VacanteItem({ v, onCambio }: { v: VacanteSs; onCambio: () => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const id = `vacante-${v.id}`;
  const cambiar = async () => {
    setError(null);
    setOcupado(true);
    try {
      await abrirCerrar(client, v.id, v.estado === 'abierta' ? 'cerrar' : 'abrir');
      toast({ title: v.estado === 'abierta' ? 'Vacante cerrada' : 'Vacante abierta', variant: 'success' });
      onCambio();
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Paper component="article" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>{v.titulo}</Typography>
          <Typography variant="body2" color="text.secondary">
            {v.programa} · horario {HORARIOS[v.horario].toLowerCase()} · publicada del {fechaCorta(v.publicacionDesde)} al {fechaCorta(v.publicacionHasta)}
          </Typography>
        </div>
        <Chip size="small" color={v.estado === 'abierta' ? 'success' : 'default'} label={ESTADOS_VACANTE[v.estado]} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {v.ocupados} de {v.cupo} lugares ocupados · {v.solicitudesPendientes === 1 ? '1 solicitud pendiente' : `${v.solicitudesPendientes} solicitudes pendientes`}
      </Typography>
      <LinearProgress variant="determinate" value={v.cupo ? (100 * v.ocupados) / v.cupo : 0} aria-label={`Lugares ocupados de ${v.titulo}`} sx={{ mt: 0.5, borderRadius: 1 }} />
      {error && <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>{error}</Alert>}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="contained" component={AppLink} to={`${BASE}/${v.id}/solicitudes`} aria-label={`Solicitantes de ${v.titulo}`}>
          Solicitantes
        </Button>
        <Button size="small" component={AppLink} to={`${BASE}/${v.id}`} aria-label={`Editar ${v.titulo}`}>Editar</Button>
        <Button size="small" color={v.estado === 'abierta' ? 'warning' : 'primary'} loading={ocupado} onClick={cambiar} aria-label={`${v.estado === 'abierta' ? 'Cerrar' : 'Abrir'} ${v.titulo}`}>
          {v.estado === 'abierta' ? 'Cerrar' : 'Abrir'}
        </Button>
      </Stack>
    </Paper>
  );
}

function Lista() {
  const vacantes = useQuery(leerVacantes);
  return (
    <PageSection title="Vacantes" description="Las vacantes de sus programas aprobados. Ábralas para recibir solicitudes y ciérrelas cuando ya no las necesite.">
      <Stack spacing={2}>
        <Button component={AppLink} to={`${BASE}/nueva`} variant="contained" startIcon={<Add />} sx={{ alignSelf: 'flex-start' }}>
          Nueva vacante
        </Button>
        {!vacantes.data ? (
          <Cargando error={vacantes.error} retry={vacantes.reload} label="Cargando vacantes" />
        ) : vacantes.data.length === 0 ? (
          <Typography color="text.secondary">Aún no tiene vacantes. Publique una a partir de un programa aprobado.</Typography>
        ) : (
          vacantes.data.map((v) => <VacanteItem key={v.id} v={v} onCambio={vacantes.reload} />)
        )}
      </Stack>
    </PageSection>
  );
}

function Editor() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const catalogo = useCatalogo();
  const programas = useQuery(leerProgramas);
  const vacante = useQuery((c) => (id ? c.get<VacanteSs>(`/servicio-social/vacantes/${id}`) : Promise.resolve(null)), [id]);
  const aprobados = (programas.data ?? []).filter((p) => p.estado === 'aprobado');
  const listo = catalogo.niveles && programas.data && !vacante.loading && (!id || vacante.data);
  return (
    <PageSection maxWidth="md" title={id ? 'Editar vacante' : 'Nueva vacante'}>
      {!listo ? (
        <Cargando error={catalogo.error ?? programas.error ?? vacante.error} retry={() => { catalogo.retry(); programas.reload(); vacante.reload(); }} label="Cargando el formulario" />
      ) : aprobados.length === 0 && !id ? (
        <Alert severity="info" action={<Button color="inherit" component={AppLink} to="/servicio-social/Institucion/programas">Programas</Button>}>
          Necesita un programa aprobado por la oficina para publicar vacantes.
        </Alert>
      ) : (
        <VacanteForm
          vacante={vacante.data}
          programas={id ? (programas.data ?? []) : aprobados}
          programaInicial={params.get('programa') ?? undefined}
          niveles={catalogo.niveles!}
          onCancelar={() => navigate(BASE)}
          onGuardar={async (input) => {
            await (id ? editarVacante(client, Number(id), input) : crearVacante(client, input));
            toast({ title: id ? 'Vacante guardada' : 'Vacante publicada', variant: 'success' });
            navigate(BASE);
          }}
        />
      )}
    </PageSection>
  );
}

function SolicitantesDeVacante() {
  const { id } = useParams();
  const vacante = useQuery((c) => c.get<VacanteSs>(`/servicio-social/vacantes/${id}`), [id]);
  const solicitudes = useQuery((c) => leerSolicitantes(c, Number(id)), [id]);
  const recargar = () => {
    vacante.reload();
    solicitudes.reload();
  };
  const v = vacante.data;
  return (
    <PageSection title={v ? `Solicitantes: ${v.titulo}` : 'Solicitantes'} description={v ? `${v.ocupados} de ${v.cupo} lugares ocupados. Al aceptar, el estudiante inicia su servicio y sus otras solicitudes se retiran.` : undefined}>
      <Stack spacing={2}>
        <Button component={AppLink} to={BASE} sx={{ alignSelf: 'flex-start' }}>← Todas las vacantes</Button>
        {v && v.lugaresDisponibles === 0 && <Alert severity="info">La vacante está llena: ya no se pueden aceptar más solicitudes.</Alert>}
        {!solicitudes.data ? (
          <Cargando error={solicitudes.error} retry={solicitudes.reload} label="Cargando solicitantes" />
        ) : (
          <Solicitantes solicitudes={solicitudes.data} onCambio={recargar} />
        )}
      </Stack>
    </PageSection>
  );
}

export function VacantesPage() {
  return (
    <Routes>
      <Route index element={<Lista />} />
      <Route path="nueva" element={<Editor />} />
      <Route path=":id" element={<Editor />} />
      <Route path=":id/solicitudes" element={<SolicitantesDeVacante />} />
    </Routes>
  );
}
