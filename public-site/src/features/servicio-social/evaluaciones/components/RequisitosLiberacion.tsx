import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { RequisitosVista } from '../../../../../../shared/schemas/servicio-social-evaluaciones';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { fechaDe, numero } from '../../comun/formato';
import { emitirConstancia, leerRequisitos, leerRequisitosPropios } from '../api/evaluaciones';

function pasos(r: RequisitosVista) {
  return [
    { hecho: r.horas.completas, texto: `Horas aprobadas: ${numero(r.horas.aprobadas)} de ${numero(r.horas.requeridas)}` },
    { hecho: r.informeFinal, texto: 'Informe final aprobado' },
    { hecho: r.autoevaluacion, texto: 'Autoevaluación del estudiante enviada' },
    { hecho: r.evaluacionSupervisor, texto: 'Evaluación del supervisor enviada' },
    { hecho: !!r.constancia, texto: r.constancia ? `Constancia de terminación emitida (folio ${r.constancia.folio})` : 'Constancia de terminación (la emite la institución)' },
    { hecho: !!r.liberacion, texto: r.liberacion ? `Carta de liberación emitida (folio ${r.liberacion.folio})` : 'Carta de liberación (la emite la oficina)' },
  ];
}

/**
 * What the service still needs before its liberation. Without `prestacionId` it is the signed-in student's own
 * service; with it, an institution's student, and the institution may issue the constancia once all is complete.
 */
export function RequisitosLiberacion({ prestacionId, institucion = false }: { prestacionId?: number; institucion?: boolean }) {
  const client = useApiClient();
  const consulta = useQuery((c) => (prestacionId ? leerRequisitos(c, prestacionId) : leerRequisitosPropios(c)), [prestacionId]);
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const r = consulta.data;
  const emitir = async () => {
    setOcupado(true);
    setError(null);
    try {
      await emitirConstancia(client, prestacionId!);
      consulta.reload();
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Tarjeta title="Requisitos de liberación">
      {!r ? (
        <Cargando error={consulta.error} retry={consulta.reload} label="Cargando los requisitos" />
      ) : (
        <>
          {r.estado === 'liberada' ? <Alert severity="success" sx={{ mb: 1 }}>Servicio social liberado el {fechaDe(r.liberadaEn)}.</Alert> : null}
          {r.estado === 'baja' ? <Alert severity="warning" sx={{ mb: 1 }}>Servicio dado de baja. Motivo: {r.motivoBaja}</Alert> : null}
          <List dense disablePadding aria-label="Requisitos de liberación">
            {pasos(r).map((p) => (
              <ListItem key={p.texto} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {p.hecho ? <CheckCircleIcon color="success" titleAccess="Cumplido" /> : <RadioButtonUncheckedIcon color="disabled" titleAccess="Pendiente" />}
                </ListItemIcon>
                <ListItemText primary={p.texto} />
              </ListItem>
            ))}
          </List>
          {error ? <Alert severity="error" role="alert" sx={{ mt: 1 }}>{error}</Alert> : null}
          {institucion && r.estado === 'en_curso' && !r.constancia ? (
            <Button variant="contained" sx={{ mt: 1.5 }} disabled={!r.completos || ocupado} onClick={() => void emitir()}>
              Emitir constancia de terminación
            </Button>
          ) : null}
        </>
      )}
    </Tarjeta>
  );
}
