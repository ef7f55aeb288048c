import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../../../../shared/api/errors';
import type { EntradaHoras, HorasMes } from '../../../../../../shared/schemas/servicio-social-horas';
import { ESTADOS_HORAS } from '../../../../../../shared/servicio-social/documentos';
import { inicioMes, mesAnterior, mesDe, mesSiguiente, sumarDias } from '../../../../../../shared/servicio-social/horas';
import { useToast } from '../../../../../../shared/ui/toast';
import { AppLink } from '../../../../components/AppLink';
import { TextLink } from '../../../../components/TextLink';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { fechaCorta, nombreMes, numero } from '../../comun/formato';
import { borrarHoras, editarHoras, leerHorasPropias, registrarHoras } from '../api/horas';
import { EntradasMes } from './EntradasMes';
import { HorasForm } from './HorasForm';
import { ProgresoServicio } from './ProgresoServicio';

const MES_VALIDO = /^\d{4}-(0[1-9]|1[0-2])$/;
const conMayuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);
const COLOR_ESTADO = { registrada: 'default', en_revision: 'warning', aprobada: 'success' } as const;

/** Why the month cannot be changed, in the student's words. */
function motivoBloqueo(d: HorasMes): string {
  if (d.servicio.estado !== 'en_curso') return 'Su servicio ya no está en curso; solo puede consultar sus horas.';
  if (d.estado === 'aprobada') return 'Su supervisor aprobó el informe de este mes: sus horas ya cuentan y no se pueden cambiar.';
  return 'El informe mensual de este mes está en revisión; podrá corregir sus horas si se lo devuelven con observaciones.';
}

/** The first and last day of the month the service allows logging, for the date input. */
function limites(d: HorasMes) {
  const finMes = sumarDias(inicioMes(mesSiguiente(d.mes)), -1);
  const ultimo = [finMes, d.servicio.hoy, d.servicio.fechaFin ?? finMes].sort()[0];
  const primero = [inicioMes(d.mes), d.servicio.fechaInicio].sort()[1];
  return { min: primero, max: ultimo, sugerida: d.mes === mesDe(d.servicio.hoy) ? d.servicio.hoy : ultimo };
}

function Mes({ d, onCambio }: { d: HorasMes; onCambio: () => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const [editando, setEditando] = useState<EntradaHoras | null>(null);
  const [borrando, setBorrando] = useState<EntradaHoras | null>(null);
  const [errorBorrar, setErrorBorrar] = useState<string | null>(null);
  const lim = limites(d);
  const puedeRegistrar = d.editable && lim.min <= lim.max;

  const borrar = async () => {
    if (!borrando) return;
    try {
      await borrarHoras(client, borrando.id);
      toast({ title: 'Registro eliminado', description: `Se eliminaron las horas del ${fechaCorta(borrando.fecha)}.`, variant: 'success' });
      setBorrando(null);
      onCambio();
    } catch (e) {
      setErrorBorrar(formErrorMessage(e));
    }
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Tarjeta title="Horas del mes">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
            <Chip color={COLOR_ESTADO[d.estado]} label={ESTADOS_HORAS[d.estado]} />
            <Typography>
              Total del mes: <strong>{numero(d.total)} h</strong>
            </Typography>
          </Stack>
          {!d.editable && <Alert severity="info" sx={{ mb: 2 }}>{motivoBloqueo(d)}</Alert>}
          <EntradasMes entradas={d.entradas} editable={d.editable} onEditar={setEditando} onBorrar={(e) => { setErrorBorrar(null); setBorrando(e); }} />
          <Button
            component={AppLink}
            to={`/servicio-social/estudiantes/documentos/Informe-mensual?${d.informe ? `id=${d.informe.id}` : `mes=${d.mes}`}`}
            variant="outlined"
            sx={{ mt: 2 }}
          >
            {d.informe ? 'Ver' : 'Escribir'} el informe mensual de {nombreMes(d.mes)}
          </Button>
        </Tarjeta>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Tarjeta title="Registrar horas">
          {puedeRegistrar ? (
            <HorasForm
              key={d.mes}
              idPrefix="horas-nueva"
              fechaSugerida={lim.sugerida}
              min={lim.min}
              max={lim.max}
              maxHorasDia={d.servicio.maxHorasDia}
              boton="Registrar horas"
              onGuardar={async (input) => {
                await registrarHoras(client, input);
                toast({ title: 'Horas registradas', description: `${numero(Number(input.horas))} h el ${fechaCorta(input.fecha)}.`, variant: 'success' });
                onCambio();
              }}
            />
          ) : (
            <Typography color="text.secondary">
              {d.editable ? 'En este mes no hay días en los que pueda registrar horas.' : 'No puede registrar horas en este mes.'}
            </Typography>
          )}
        </Tarjeta>
      </Grid>

      <Dialog open={!!editando} onClose={() => setEditando(null)} fullWidth maxWidth="sm" aria-labelledby="horas-editar-titulo">
        <DialogTitle id="horas-editar-titulo">Editar las horas del {fechaCorta(editando?.fecha)}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {editando && (
            <HorasForm
              idPrefix="horas-edicion"
              inicial={editando}
              fechaSugerida={editando.fecha}
              min={lim.min}
              max={lim.max}
              maxHorasDia={d.servicio.maxHorasDia}
              boton="Guardar cambios"
              onCancelar={() => setEditando(null)}
              onGuardar={async (input) => {
                await editarHoras(client, editando.id, input);
                toast({ title: 'Cambios guardados', variant: 'success' });
                setEditando(null);
                onCambio();
              }}
            />
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={!!borrando} onClose={() => setBorrando(null)} aria-labelledby="horas-borrar-titulo" aria-describedby="horas-borrar-texto">
        <DialogTitle id="horas-borrar-titulo">¿Eliminar este registro?</DialogTitle>
        <DialogContent>
          <DialogContentText id="horas-borrar-texto">
            Se eliminarán las {numero(borrando?.horas ?? 0)} h del {fechaCorta(borrando?.fecha)}.
          </DialogContentText>
          {errorBorrar && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{errorBorrar}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBorrando(null)}>Cancelar</Button>
          <Button color="error" variant="contained" onClick={() => void borrar()}>Eliminar</Button>
        </DialogActions>
      </Dialog>
    </Grid>
  );
}

/** /servicio-social/estudiantes/horas: the month's log (?mes=aaaa-mm), its state, its report and the progress. */
export function HorasPage() {
  const [params, setParams] = useSearchParams();
  const pedido = params.get('mes');
  const mes = pedido && MES_VALIDO.test(pedido) ? pedido : undefined;
  const horas = useQuery((client) => leerHorasPropias(client, mes), [mes]);
  const d = horas.data;
  const irA = (m: string) => setParams({ mes: m });
  const sinServicio = horas.error instanceof ApiError && horas.error.status === 404;

  return (
    <PageSection title="Registro de horas" description="Registre cada día las horas y actividades de su servicio social; se aprueban con su informe mensual.">
      {sinServicio ? (
        <Alert severity="info">
          {formErrorMessage(horas.error)} <TextLink to="/servicio-social/estudiantes/busqueda">Buscar vacantes</TextLink>
        </Alert>
      ) : !d ? (
        <Cargando error={horas.error} retry={horas.reload} label="Cargando sus horas" />
      ) : (
        <Stack spacing={3}>
          <Tarjeta title="Mi avance">
            <ProgresoServicio prestacionId={d.prestacionId} />
          </Tarjeta>
          <Stack component="nav" aria-label="Cambiar de mes" direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Button onClick={() => irA(mesAnterior(d.mes))} disabled={d.mes <= mesDe(d.servicio.fechaInicio)} aria-label="Mes anterior">
              ‹ Anterior
            </Button>
            <Typography component="h2" variant="h5" aria-live="polite" sx={{ fontWeight: 700, textAlign: 'center' }}>
              {conMayuscula(nombreMes(d.mes))}
            </Typography>
            <Button onClick={() => irA(mesSiguiente(d.mes))} disabled={d.mes >= mesDe(d.servicio.hoy)} aria-label="Mes siguiente">
              Siguiente ›
            </Button>
          </Stack>
          <Mes d={d} onCambio={horas.reload} />
        </Stack>
      )}
    </PageSection>
  );
}
