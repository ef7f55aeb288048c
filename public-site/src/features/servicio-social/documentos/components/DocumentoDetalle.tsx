import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentoSs } from '../../../../../../shared/schemas/servicio-social-documentos';
import { ETAPAS_REVISION, TIPOS_DOCUMENTO, contarPalabras } from '../../../../../../shared/servicio-social/documentos';
import { useToast } from '../../../../../../shared/ui/toast';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { fechaDe } from '../../comun/formato';
import { enviarDocumento, guardarBorrador } from '../api/documentos';
import { ETIQUETA_GUARDADO, useAutoguardado } from './autoguardado';
import { EstadoChip, HtmlSeguro, useAbrirPdf } from './comunes';

const EditorDocumento = lazy(() => import('./EditorDocumento'));

function Observaciones({ doc }: { doc: DocumentoSs }) {
  const ultimas = doc.revisiones.filter((r) => r.decision === 'observar').slice(-3).reverse();
  if (!ultimas.length) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Observaciones de los revisores">
      {ultimas.map((r, i) => (
        <Alert key={i} severity={i === 0 && doc.estado === 'con_observaciones' ? 'warning' : 'info'}>
          <strong>{r.revisorNombre}</strong> ({ETAPAS_REVISION[r.etapa]}, versión {r.version}, {fechaDe(r.createdAt)}): {r.comentarios}
        </Alert>
      ))}
    </Stack>
  );
}

function Editor({ doc, onCambio }: { doc: DocumentoSs; onCambio: (d: DocumentoSs) => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const auto = useAutoguardado({ id: doc.id, contenido: doc.contenido, revision: doc.revision, guardar: (c, r) => guardarBorrador(client, doc.id, c, r) });
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const palabras = contarPalabras(auto.contenido);
  const excede = doc.limitePalabras !== null && palabras > doc.limitePalabras;
  const emite = TIPOS_DOCUMENTO[doc.tipo].aprobadores.length === 1 && TIPOS_DOCUMENTO[doc.tipo].aprobadores[0] === TIPOS_DOCUMENTO[doc.tipo].autor;
  const enviar = async () => {
    setError(null);
    setEnviando(true);
    try {
      await auto.guardarAhora();
      if (auto.pendiente()) throw new Error('Aún no se guardan sus últimos cambios; espere a que diga «Guardado» e intente de nuevo.');
      const enviado = await enviarDocumento(client, doc.id);
      toast({ title: emite ? 'Documento emitido' : 'Documento enviado a revisión', variant: 'success' });
      onCambio(enviado);
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography role="status" aria-live="polite" variant="body2" color={auto.estado === 'guardado' ? 'success.main' : auto.estado === 'conflicto' ? 'error.main' : 'text.secondary'}>
          {ETIQUETA_GUARDADO[auto.estado]}
        </Typography>
        <Typography id={`palabras-${doc.id}`} variant="body2" color={excede ? 'error.main' : 'text.secondary'}>
          {palabras} {doc.limitePalabras ? `de ${doc.limitePalabras} ` : ''}palabras
        </Typography>
      </Stack>
      {auto.estado === 'conflicto' && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>Recargar</Button>}>
          El documento cambió en otra pestaña o dispositivo. Su texto sigue guardado en este navegador; recargue para ver la última versión.
        </Alert>
      )}
      <Typography id={`etiqueta-${doc.id}`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>Texto del documento</Typography>
      <Suspense fallback={<LinearProgress aria-label="Cargando el editor" />}>
        <EditorDocumento id={`editor-${doc.id}`} value={auto.contenido} onChange={auto.cambiar} labelId={`etiqueta-${doc.id}`} describedBy={`palabras-${doc.id}`} />
      </Suspense>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      {doc.acciones.includes('enviar') && (
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="contained" onClick={enviar} loading={enviando} disabled={excede}>{emite ? 'Emitir documento' : 'Enviar a revisión'}</Button>
        </Stack>
      )}
    </Stack>
  );
}

/** One document: the editor while its author may edit it, otherwise the text read-only; comments, state, PDF. */
export function DocumentoDetalle({ doc: inicial, onCambio }: { doc: DocumentoSs; onCambio?: () => void }) {
  const [doc, setDoc] = useState(inicial);
  const abrirPdf = useAbrirPdf();
  const [error, setError] = useState<string | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
          <div>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>{doc.titulo}</Typography>
            <Typography variant="body2" color="text.secondary">
              {TIPOS_DOCUMENTO[doc.tipo].etiqueta} · {doc.estudiante} · versión {doc.version}
              {doc.aprobadoEn ? ` · aprobado el ${fechaDe(doc.aprobadoEn)}` : ''}
            </Typography>
          </div>
          <div><EstadoChip estado={doc.estado} etapa={doc.etapa} /></div>
        </Stack>
        <Observaciones doc={doc} />
        {doc.tienePdf && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
            <Button variant="contained" onClick={() => abrirPdf(doc.id).catch((e) => setError(formErrorMessage(e)))}>Descargar PDF</Button>
            <Typography variant="body2" color="text.secondary">Folio {doc.folio}</Typography>
          </Stack>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {doc.acciones.includes('editar') ? (
          <Editor key={doc.revision} doc={doc} onCambio={(d) => { setDoc(d); onCambio?.(); }} />
        ) : (
          <>
            {doc.estado === 'enviado' && <Alert severity="info">El documento está en revisión; no se puede modificar hasta recibir observaciones.</Alert>}
            {doc.estado === 'aprobado' && <Alert severity="success">Documento aprobado: ya no se puede modificar.</Alert>}
            <HtmlSeguro html={doc.contenido} label="Texto del documento" />
          </>
        )}
      </Stack>
    </Paper>
  );
}
