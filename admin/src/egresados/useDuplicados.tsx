import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { Duplicado } from '../../../shared/schemas/egresados';
import { R } from '../resourceNames';

function duplicadosOf(error: unknown): Duplicado[] {
  const body = (error as HttpError | undefined)?.body as { duplicados?: unknown } | undefined;
  return Array.isArray(body?.duplicados) ? (body.duplicados as Duplicado[]) : [];
}

/**
 * A 422 for a repeated matrícula, CURP or email names the record that already has it: the form keeps the
 * server's field errors (react-admin does that) and this keeps the ids to link to.
 */
export function useDuplicados() {
  const notify = useNotify();
  const [duplicados, setDuplicados] = useState<Duplicado[]>([]);
  const onError = (error: unknown) => {
    setDuplicados(duplicadosOf(error));
    // Field errors are announced by react-admin's "invalid form" notice; anything else gets the server's message.
    const { message, body } = (error ?? {}) as Partial<HttpError>;
    const fieldErrors = (body as { errors?: object } | undefined)?.errors;
    if (!fieldErrors || !Object.keys(fieldErrors).length) notify(message || 'ra.notification.http_error', { type: 'error' });
  };
  return { duplicados, onError };
}

export const DuplicadosAviso = ({ duplicados }: { duplicados: Duplicado[] }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!duplicados.length) return null;
  return (
    <Alert severity="warning" role="alert" aria-label={translate('resources.egresados.duplicados.title')} sx={{ mb: 2, width: '100%', maxWidth: 880 }}>
      <AlertTitle>{translate('resources.egresados.duplicados.title')}</AlertTitle>
      <List dense disablePadding>
        {duplicados.map((d) => (
          <ListItem key={`${d.campo}-${d.id}`} disableGutters sx={{ display: 'block' }}>
            {translate(`resources.egresados.duplicados.campo.${d.campo}`)}:{' '}
            <Link component={RouterLink} to={createPath({ resource: R.egresados.egresados, id: d.id, type: 'show' })}>
              {translate('resources.egresados.duplicados.link')}
            </Link>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
