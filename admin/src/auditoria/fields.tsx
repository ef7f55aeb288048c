import { Chip, Link as MuiLink, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { R } from '../resourceNames';
import { registroNombre } from './describir';
import type { AuditEntry } from './types';

const COLORS: Record<string, 'success' | 'info' | 'warning' | 'error'> = { crear: 'success', editar: 'info', desactivar: 'warning', eliminar: 'error' };

export const AccionChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip size="small" variant="outlined" color={COLORS[record.accion] ?? 'default'} label={translate(`resources.auditoria.acciones.${record.accion}`, { _: record.accion })} />
  );
};

export const RecursoText = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span">
      {translate(`resources.${record.recurso}.name`, { smart_count: 2, _: translate(`resources.auditoria.objetos.${record.recurso}`, { _: translate('resources.auditoria.objetos.otro') }) })}
    </Typography>
  );
};

export const ActorText = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span">
      {!record.actorEmail ? translate('resources.auditoria.diff.system') : record.actorName ? `${record.actorName} <${record.actorEmail}>` : record.actorEmail}
    </Typography>
  );
};

// Where each audited collection's records can be opened (any area's screen shows any record).
const SHOW_PATH: Record<string, string> = {
  usuarios: R.egresados.usuarios,
  roles: R.egresados.roles,
  permisos: R.egresados.permisos,
  correos: R.correos,
};

/** The changed record's id, linked to its page when the collection has one. */
export const RegistroLink = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AuditEntry>();
  if (!record?.registroId) return <>—</>;
  const base = SHOW_PATH[record.recurso];
  if (!base) return <>{registroNombre(record) ?? record.registroId}</>;
  return (
    <MuiLink variant="body2" component={Link} to={`/${base}/${encodeURIComponent(record.registroId)}/show`} onClick={(event) => event.stopPropagation()}>
      {`n.º ${record.registroId}`}
    </MuiLink>
  );
};
