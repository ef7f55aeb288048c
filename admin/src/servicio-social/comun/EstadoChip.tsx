import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export type Clase = 'institucion' | 'programa' | 'vacante' | 'solicitud' | 'prestacion' | 'elegibilidad';

const COLORES: Record<string, ChipProps['color']> = {
  pendiente: 'warning',
  enviado: 'warning',
  con_observaciones: 'info',
  aprobada: 'success',
  aprobado: 'success',
  abierta: 'success',
  aceptada: 'success',
  en_curso: 'info',
  liberada: 'success',
  elegible: 'success',
  rechazada: 'error',
  rechazado: 'error',
  no_elegible: 'error',
  baja: 'error',
};

export const estadoKey = (clase: Clase, estado: string) => `app.servicio_social.estados.${clase}.${estado}`;

/** The choices of a state filter, in the given order. */
export const estadoChoices = (clase: Clase, estados: readonly string[]) => estados.map((id) => ({ id, name: estadoKey(clase, id) }));

/** A state as a chip: colour and text, so it reads without colour too. */
export const EstadoChip = ({ clase, source = 'estado' }: { clase: Clase; source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const estado = record?.[source] as string | undefined;
  if (!estado) return null;
  return <Chip size="small" color={COLORES[estado] ?? 'default'} variant={COLORES[estado] ? 'filled' : 'outlined'} label={translate(estadoKey(clase, estado), { _: estado })} />;
};

/** A student's eligibility (null: not reviewed) as a state. */
export const elegibilidadDe = (elegible: boolean | null | undefined) => (elegible == null ? 'pendiente' : elegible ? 'elegible' : 'no_elegible');

export const ElegibilidadChip = (_props: { label?: string; sortable?: boolean; source?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const estado = elegibilidadDe(record.elegible as boolean | null);
  return <Chip size="small" color={COLORES[estado] ?? 'default'} variant={COLORES[estado] ? 'filled' : 'outlined'} label={translate(estadoKey('elegibilidad', estado))} />;
};
