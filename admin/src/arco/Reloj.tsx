import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDate } from '../../../shared/formato';
import { TIPO_PLAZO_LABELS, type TipoPlazo } from '../../../shared/arco/plazos';
import type { SolicitudArco } from './types';

/** «3 días hábiles», «vence hoy», «vencida hace 2 días hábiles»: the deadline clock in words and colour. */
export function Reloj({ record }: { record?: SolicitudArco }) {
  const contexto = useRecordContext<SolicitudArco>();
  const s = record ?? contexto;
  if (!s || s.restantes === null || s.limite === null) return <span>—</span>;
  const n = s.restantes;
  const texto = n < 0 ? `Vencida hace ${-n} ${-n === 1 ? 'día hábil' : 'días hábiles'}` : n === 0 ? 'Vence hoy' : `${n} ${n === 1 ? 'día hábil' : 'días hábiles'}`;
  const color = n <= 2 ? 'error' : n <= 5 ? 'warning' : 'default';
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={texto} title={`${TIPO_PLAZO_LABELS[s.plazo as TipoPlazo] ?? ''}: ${formatDate(s.limite)}`} />;
}
