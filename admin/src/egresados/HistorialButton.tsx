import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Egresado } from '../../../shared/schemas/egresados';
import { R } from '../resourceNames';

/** Who changed this record and how: the audit log, filtered on it. */
export const HistorialButton = () => {
  const record = useRecordContext<Egresado>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: R.auditoria, action: 'list' });
  if (!record || !canAccess) return null;
  const filter = JSON.stringify({ recurso: 'egresados', registroId: String(record.id) });
  return (
    <Button component={Link} to={`/${R.auditoria}?filter=${encodeURIComponent(filter)}`} size="small" startIcon={<HistoryIcon />}>
      {translate('resources.egresados.historial')}
    </Button>
  );
};
