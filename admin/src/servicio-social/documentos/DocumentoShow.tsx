import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { Confirm, Show, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { DocumentoSs } from '../../../../shared/schemas/servicio-social-documentos';
import { ETAPAS_REVISION, TIPOS_DOCUMENTO, etiquetaEstado, queSigueAlAprobar } from '../../../../shared/servicio-social/documentos';
import { abrirArchivo } from '../../../../shared/api/enlace-archivo';
import { apiClient } from '../../providers';

const t = (key: string) => `app.servicio_social.documentos.${key}`;

function Html({ html }: { html: string }) {
  // The API only returns the server sanitiser's output (documents) or escaped text in <ins>/<del> (the diff).
  return (
    <Box
      sx={{ '& ins': { bgcolor: '#dcfce7' }, '& del': { bgcolor: '#fee2e2' }, '& td, & th': { border: '1px solid #94a3b8', p: 0.5 }, '& table': { borderCollapse: 'collapse' } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** From the server (its sandbox CSP), through a short-lived link: never as a blob: of this site. */
const abrirPdf = (id: number) => abrirArchivo(apiClient, `${apiClient.baseUrl}/servicio-social/documentos/${id}/pdf`);

function Revision() {
  const doc = useRecordContext<DocumentoSs>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [cambios, setCambios] = useState<string | null>(null);
  const [comentarios, setComentarios] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  // Approving and issuing cannot be taken back: each asks first, saying what follows.
  const [confirmar, setConfirmar] = useState<'aprobar' | 'emitir' | null>(null);
  // Opened from the queue, the list's row stands in until the document arrives: it has no text or reviews yet.
  const completo = doc?.revisiones !== undefined;
  useEffect(() => {
    if (!doc || !completo) return;
    apiClient.get<{ html: string | null }>(`/servicio-social/documentos/${doc.id}/cambios`).then((r) => setCambios(r.html), () => setCambios(null));
  }, [doc, completo]);
  if (!doc || !completo) return null;
  const actuar = async (url: string, body?: object) => {
    setError(null);
    setOcupado(true);
    try {
      await apiClient.post(url, body);
      notify(t('hecho'), { type: 'success' });
      setComentarios('');
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setOcupado(false);
      setConfirmar(null);
    }
  };
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 960 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h2" variant="h6">{doc.titulo}</Typography>
        <Chip size="small" label={etiquetaEstado(doc)} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {TIPOS_DOCUMENTO[doc.tipo].etiqueta} · {doc.estudiante} ({doc.matricula}) · {doc.institucion ?? '—'} · {translate(t('version'), { version: doc.version })}
      </Typography>
      {doc.tienePdf && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="contained" onClick={() => abrirPdf(doc.id).catch((e: Error) => setError(e.message))}>{translate(t('pdf'))}</Button>
          <Typography variant="body2">{translate(t('folio'), { folio: doc.folio })}</Typography>
        </Stack>
      )}
      {doc.revisiones.map((r, i) => (
        <Alert key={i} severity={r.decision === 'aprobar' ? 'success' : 'warning'}>
          {r.revisorNombre} · {ETAPAS_REVISION[r.etapa]} · v{r.version}: {r.decision === 'aprobar' ? translate(t('aprobo')) : r.comentarios}
        </Alert>
      ))}
      {cambios && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" gutterBottom>{translate(t('cambios'))}</Typography>
          <Html html={cambios} />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" gutterBottom>{translate(t('texto'))}</Typography>
        <Html html={doc.contenido} />
      </Paper>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      {doc.acciones.includes('aprobar') && (
        <Stack spacing={1}>
          <TextField label={translate(t('comentarios'))} helperText={translate(t('comentarios_ayuda'))} multiline minRows={3} value={comentarios} onChange={(e) => setComentarios(e.target.value)} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="success" disabled={ocupado} onClick={() => setConfirmar('aprobar')}>
              {translate(t('aprobar'))}
            </Button>
            <Button variant="outlined" color="warning" disabled={ocupado} onClick={() => actuar(`/servicio-social/documentos/${doc.id}/revision`, { decision: 'observar', comentarios })}>
              {translate(t('observar'))}
            </Button>
          </Stack>
        </Stack>
      )}
      {doc.acciones.includes('enviar') && (
        <div>
          <Button variant="contained" disabled={ocupado} onClick={() => setConfirmar('emitir')}>{translate(t('emitir'))}</Button>
        </div>
      )}
      <Confirm
        isOpen={confirmar !== null}
        loading={ocupado}
        title={t(`${confirmar ?? 'aprobar'}_titulo`)}
        translateOptions={{ titulo: doc.titulo }}
        content={confirmar === 'emitir' ? t('emitir_cuerpo') : queSigueAlAprobar(doc)}
        confirm={t(confirmar ?? 'aprobar')}
        onConfirm={() =>
          confirmar === 'emitir'
            ? actuar(`/servicio-social/documentos/${doc.id}/enviar`)
            : actuar(`/servicio-social/documentos/${doc.id}/revision`, { decision: 'aprobar', comentarios })
        }
        onClose={() => setConfirmar(null)}
      />
    </Stack>
  );
}

export const DocumentoShow = () => (
  <Show>
    <Revision />
  </Show>
);
