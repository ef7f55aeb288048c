import { useState } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { ProgramaSs } from '../../../../../../shared/schemas/servicio-social';
import { HORARIOS, MODALIDADES, PROGRAMA_EDITABLE } from '../../../../../../shared/servicio-social/valores';
import { useToast } from '../../../../../../shared/ui/toast';
import { AppLink } from '../../../../components/AppLink';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useCatalogo } from '../../../egresados/api/catalogo';
import { useInformacion } from '../../comun/api/informacion';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { pesos } from '../../comun/formato';
import { borrarPrograma, crearPrograma, editarPrograma, enviarPrograma, leerPanel, leerProgramas } from '../api/institucion';
import { EstadoProgramaChip } from './EstadoChip';
import { PendienteAviso } from './PendienteAviso';
import { ProgramaForm } from './ProgramaForm';

const BASE = '/servicio-social/Institucion/programas';

function ProgramaItem({ p, onCambio }: { p: ProgramaSs; onCambio: () => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const editable = PROGRAMA_EDITABLE.includes(p.estado);
  const accion = async (fn: () => Promise<unknown>, titulo: string) => {
    setError(null);
    setOcupado(true);
    try {
      await fn();
      toast({ title: titulo, variant: 'success' });
      onCambio();
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setOcupado(false);
    }
  };
  const id = `programa-${p.id}`;
  return (
    <Paper component="article" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>{p.nombre}</Typography>
          <Typography variant="body2" color="text.secondary">
            {MODALIDADES[p.modalidad]} · horario {HORARIOS[p.horario].toLowerCase()} · periodo {p.periodo} · {p.apoyoEconomico > 0 ? `apoyo de ${pesos(p.apoyoEconomico)} al mes` : 'sin apoyo económico'}
          </Typography>
          <Typography variant="body2" color="text.secondary">{p.vacantes === 1 ? '1 vacante' : `${p.vacantes} vacantes`}</Typography>
        </div>
        <EstadoProgramaChip estado={p.estado} />
      </Stack>
      {p.observaciones && (p.estado === 'con_observaciones' || p.estado === 'rechazado') && (
        <Alert severity={p.estado === 'rechazado' ? 'error' : 'warning'} sx={{ mt: 1.5 }}>
          <AlertTitle>Observaciones de la oficina</AlertTitle>
          <span style={{ whiteSpace: 'pre-line' }}>{p.observaciones}</span>
        </Alert>
      )}
      {error && <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>{error}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {editable && (
          <>
            <Button variant="contained" size="small" loading={ocupado} onClick={() => accion(() => enviarPrograma(client, p.id), 'Programa enviado a revisión')} aria-label={`Enviar a revisión ${p.nombre}`}>
              Enviar a revisión
            </Button>
            <Button size="small" component={AppLink} to={`${BASE}/${p.id}`} aria-label={`Editar ${p.nombre}`}>
              Editar
            </Button>
          </>
        )}
        {p.estado === 'borrador' && (
          <Button size="small" color="error" disabled={ocupado} onClick={() => accion(() => borrarPrograma(client, p.id), 'Borrador eliminado')} aria-label={`Eliminar ${p.nombre}`}>
            Eliminar
          </Button>
        )}
        {p.estado === 'aprobado' && (
          <Button size="small" component={AppLink} to={`/servicio-social/Institucion/vacantes/nueva?programa=${p.id}`}>
            Publicar una vacante
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function Lista() {
  const programas = useQuery(leerProgramas);
  const panel = useQuery(leerPanel);
  const aprobada = panel.data?.institucion.estado === 'aprobada';
  return (
    <PageSection title="Programas de servicio social" description="Cada programa pasa por la revisión de la oficina: borrador → enviado → aprobado, con observaciones o rechazado. Solo los aprobados pueden tener vacantes.">
      <Stack spacing={2}>
        {panel.data && <PendienteAviso institucion={panel.data.institucion} />}
        {aprobada && (
          <Button component={AppLink} to={`${BASE}/nuevo`} variant="contained" startIcon={<Add />} sx={{ alignSelf: 'flex-start' }}>
            Nuevo programa
          </Button>
        )}
        {!programas.data ? (
          <Cargando error={programas.error} retry={programas.reload} label="Cargando programas" />
        ) : programas.data.length === 0 ? (
          <Typography color="text.secondary">Aún no tiene programas.</Typography>
        ) : (
          programas.data.map((p) => <ProgramaItem key={p.id} p={p} onCambio={programas.reload} />)
        )}
      </Stack>
    </PageSection>
  );
}

function Editor() {
  const { id } = useParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const catalogo = useCatalogo();
  const info = useInformacion();
  const programa = useQuery((c) => (id ? c.get<ProgramaSs>(`/servicio-social/programas/${id}`) : Promise.resolve(null)), [id]);
  const listo = catalogo.niveles && info.data && !programa.loading && (!id || programa.data);
  return (
    <PageSection maxWidth="md" title={id ? 'Editar programa' : 'Nuevo programa'} description="Se guarda como borrador; envíelo a revisión desde la lista cuando esté completo.">
      {!listo ? (
        <Cargando error={catalogo.error ?? info.error ?? programa.error} retry={() => { catalogo.retry(); info.reload(); programa.reload(); }} label="Cargando el formulario" />
      ) : (
        <ProgramaForm
          programa={programa.data}
          niveles={catalogo.niveles!}
          periodos={info.data!.periodos.filter((p) => p.activo).map((p) => p.clave)}
          onCancelar={() => navigate(BASE)}
          onGuardar={async (input) => {
            await (id ? editarPrograma(client, Number(id), input) : crearPrograma(client, input));
            toast({ title: 'Programa guardado', description: 'Envíelo a revisión cuando esté completo.', variant: 'success' });
            navigate(BASE);
          }}
        />
      )}
    </PageSection>
  );
}

export function ProgramasPage() {
  return (
    <Routes>
      <Route index element={<Lista />} />
      <Route path="nuevo" element={<Editor />} />
      <Route path=":id" element={<Editor />} />
    </Routes>
  );
}
