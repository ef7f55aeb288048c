import { useRef, useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button, Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate, useUpdate, type HttpError,
} from 'react-admin';
import { ESTADO_CONVOCATORIA_LABELS, TRANSICIONES_CONVOCATORIA, type Convocatoria } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';
import { R } from '../resourceNames';

const t = (key: string) => `app.postulaciones.convocatoria.${key}`;
const WRITABLE = ['nombre', 'descripcion', 'apertura', 'cierre', 'publicacionResultados', 'prefijo', 'anio', 'normalizar'] as const;

/** One button per estado the current one may move to (publishing results has its own button). */
export const EstadoConvocatoriaButtons = () => {
  const record = useRecordContext<Convocatoria>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const siguientes = TRANSICIONES_CONVOCATORIA[record.estado].filter((e) => e !== 'resultados_publicados');
  return (
    <>
      {siguientes.map((estado) => (
        <Button
          key={estado}
          label={translate(t('mover_a'), { estado: ESTADO_CONVOCATORIA_LABELS[estado] })}
          disabled={isPending}
          onClick={() => {
            const data = Object.fromEntries(WRITABLE.map((k) => [k, record[k]]));
            update(
              R.postulaciones.convocatorias,
              { id: record.id, data: { ...data, estado }, previousData: record },
              {
                mutationMode: 'pessimistic',
                onSuccess: () => notify(t('estado_ok'), { type: 'success' }),
                onError: (e) => notify((e as HttpError).message, { type: 'error' }),
              },
            );
          }}
        />
      ))}
    </>
  );
};

export const CopiarConvocatoriaButton = () => {
  const record = useRecordContext<Convocatoria>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!record) return null;
  const copiar = async () => {
    try {
      const nueva = await dataProvider.copiarConvocatoria(record.id, { nombre: nombre.trim() || undefined });
      notify(t('copiada'), { type: 'success' });
      setOpen(false);
      redirect('show', R.postulaciones.convocatorias, nueva.id);
    } catch (e) {
      const http = e as HttpError;
      setError((http.body as { errors?: Record<string, string> })?.errors?.nombre ?? http.message);
    }
  };
  return (
    <>
      <Button
        label={t('copiar')}
        onClick={() => {
          setNombre(record.nombre.replace(/\d{4}/, (y) => String(Number(y) + 1)));
          setError(undefined);
          setOpen(true);
        }}
      >
        <ContentCopyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="copiar-titulo">
        <DialogTitle id="copiar-titulo">{translate(t('copiar_titulo'), { nombre: record.nombre })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(t('copiar_texto'))}</DialogContentText>
          <TextField label={translate(t('copiar_nombre'))} fullWidth value={nombre} onChange={(e) => setNombre(e.target.value)} error={!!error} helperText={error} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={copiar}>
            {translate(t('copiar'))}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

export const BasesButton = () => {
  const record = useRecordContext<Convocatoria>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  if (!record) return null;
  const subir = async (file: File | undefined) => {
    if (!file) return;
    try {
      await dataProvider.subirBases(record.id, file);
      notify(t('bases_ok'), { type: 'success' });
      refresh();
    } catch (e) {
      const http = e as HttpError;
      const errors = (http.body as { errors?: Record<string, string> })?.errors;
      notify(errors?.bases ?? http.message, { type: 'error' });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input ref={input} type="file" accept=".pdf,application/pdf" hidden aria-label="Bases de la convocatoria (PDF)" onChange={(e) => subir(e.target.files?.[0])} />
      <Button label={t('bases_subir')} onClick={() => input.current?.click()}>
        <UploadFileIcon />
      </Button>
    </>
  );
};

export const PublicarResultadosButton = () => {
  const record = useRecordContext<Convocatoria>();
  const { canAccess } = useCanAccess({ resource: R.postulaciones.resultados, action: 'edit' });
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  // From a closed call too: a call judged outside the platform goes straight to its results.
  if (!record || !canAccess || (record.estado !== 'en_evaluacion' && record.estado !== 'cerrada')) return null;
  return (
    <>
      <Button label={t('publicar')} variant="contained" onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        title={t('publicar')}
        content={t('publicar_texto')}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setOpen(false);
          try {
            await dataProvider.publicarResultados(record.id);
            notify(t('publicados'), { type: 'success' });
            refresh();
          } catch (e) {
            notify((e as HttpError).message, { type: 'error' });
          }
        }}
      />
    </>
  );
};
