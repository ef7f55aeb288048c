import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgresoHoras } from '../../../../../../shared/servicio-social/horas';
import { fechaCorta, numero } from '../../comun/formato';

const h = (n: number) => `${numero(n)} h`;

/** The spoken value of the bar: screen readers hear both segments and the total, not just a percentage. */
export const textoProgreso = (p: ProgresoHoras) =>
  `${numero(p.aprobadas)} de ${numero(p.requeridas)} horas aprobadas (${numero(p.porcentaje)} %); ${numero(p.pendientes)} horas pendientes de aprobar`;

function Muestra({ color, etiqueta, valor }: { color: string; etiqueta: string; valor: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color, flexShrink: 0 }} />
      <Typography variant="body2">
        {etiqueta}: <strong>{valor}</strong>
      </Typography>
    </Stack>
  );
}

/**
 * Approved hours (solid) and hours logged but not yet approved (lighter) over the required total, with the expected
 * end at the current pace. `etiqueta` names the bar when several are on one page (one per student).
 */
export function BarraProgreso({ progreso: p, etiqueta = 'Avance de horas del servicio social', compacta = false }: { progreso: ProgresoHoras; etiqueta?: string; compacta?: boolean }) {
  const pendiente = Math.max(0, p.porcentajeConPendientes - p.porcentaje);
  return (
    <Stack spacing={1}>
      <Box
        role="progressbar"
        aria-label={etiqueta}
        aria-valuemin={0}
        aria-valuemax={p.requeridas}
        aria-valuenow={Math.min(p.aprobadas, p.requeridas)}
        aria-valuetext={textoProgreso(p)}
        sx={{ display: 'flex', height: compacta ? 10 : 16, borderRadius: 8, overflow: 'hidden', bgcolor: 'grey.200', border: 1, borderColor: 'grey.400' }}
      >
        <Box sx={{ width: `${p.porcentaje}%`, bgcolor: 'success.dark' }} />
        <Box sx={{ width: `${pendiente}%`, bgcolor: 'warning.light', backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 4px, rgba(0,0,0,.12) 4px 8px)' }} />
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Muestra color="success.dark" etiqueta="Aprobadas" valor={`${h(p.aprobadas)} (${numero(p.porcentaje)} %)`} />
        <Muestra color="warning.light" etiqueta="Pendientes" valor={h(p.pendientes)} />
        <Typography variant="body2">
          Requeridas: <strong>{h(p.requeridas)}</strong>
        </Typography>
      </Stack>
      {!compacta && (
        <Typography variant="body2" color="text.secondary">
          {p.fechaEstimadaFin === null
            ? 'Cuando registre horas le diremos en qué fecha terminaría a ese ritmo.'
            : p.aprobadas + p.pendientes >= p.requeridas
              ? 'Ya registró todas las horas requeridas.'
              : `Al ritmo actual (${numero(p.horasPorSemana ?? 0)} h por semana) terminaría el ${fechaCorta(p.fechaEstimadaFin)}.`}
        </Typography>
      )}
      {compacta && p.fechaEstimadaFin && p.aprobadas + p.pendientes < p.requeridas && (
        <Typography variant="body2" color="text.secondary">Término estimado: {fechaCorta(p.fechaEstimadaFin)}</Typography>
      )}
      {p.excedeDuracionMaxima && (
        <Alert severity="warning" sx={{ py: 0 }}>
          A este ritmo terminaría después de la duración máxima del servicio ({fechaCorta(p.fechaLimite)}).
        </Alert>
      )}
    </Stack>
  );
}
