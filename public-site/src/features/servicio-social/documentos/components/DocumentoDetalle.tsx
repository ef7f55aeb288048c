import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ApiError } from '../../../../../../shared/api/errors';
import type { DocumentoSs } from '../../../../../../shared/schemas/servicio-social-documentos';
import type { SeccionIncompleta } from '../../../../../../shared/servicio-social/secciones';
import { ETAPAS_REVISION, TIPOS_DOCUMENTO, contarPalabras } from '../../../../../../shared/servicio-social/documentos';
import { useToast } from '../../../../../../shared/ui/toast';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { fechaCorta, fechaDe, numero } from '../../comun/formato';
import { enviarDocumento, guardarBorrador, retirarDocumento } from '../api/documentos';
import { totalHoras } from '../../../../../../shared/servicio-social/horas';
import { ConfirmarAccion } from './ConfirmarAccion';
import { ETIQUETA_GUARDADO, useAutoguardado } from './autoguardado';
import { EstadoChip, HtmlSeguro, useAbrirPdf } from './comunes';
import { irASeccion } from './seccionEditor';

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

/** The month's entries as the hour log holds them: what the report's figures are drawn from when it is sent. */
function HorasDelMes({ horas }: { horas: NonNullable<DocumentoSs['horasMes']> }) {
  const total = totalHoras(horas);
  return (
    <Stack spacing={1} component="section" aria-labelledby="horas-del-mes">
      <Typography id="horas-del-mes" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>Horas del mes en su registro</Typography>
      {horas.length === 0 ? (
        <Typography color="text.secondary">No hay horas registradas en este mes.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tabla de horas del mes">
          <Table size="small">
            <TableHead><TableRow><TableCell>Fecha</TableCell><TableCell align="right">Horas</TableCell><TableCell>Actividades</TableCell></TableRow></TableHead>
            <TableBody>
              {horas.map((h) => (
                <TableRow key={h.fecha}><TableCell sx={{ whiteSpace: 'nowrap' }}>{fechaCorta(h.fecha)}</TableCell><TableCell align="right">{numero(h.horas)}</TableCell><TableCell>{h.actividades}</TableCell></TableRow>
              ))}
              <TableRow><TableCell sx={{ fontWeight: 700 }}>Total</TableCell><TableCell align="right" sx={{ fontWeight: 700 }}>{numero(total)}</TableCell><TableCell /></TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

function Editor({ doc, onCambio }: { doc: DocumentoSs; onCambio: (d: DocumentoSs) => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const auto = useAutoguardado({ id: doc.id, contenido: doc.contenido, revision: doc.revision, guardar: (c, r) => guardarBorrador(client, doc.id, c, r) });
  const [faltan, setFaltan] = useState<{ mensaje: string; secciones: SeccionIncompleta[] } | null>(null);
  const resumen = useRef<HTMLDivElement>(null);
  const editorId = `editor-${doc.id}`;
  const irA = (event: MouseEvent<HTMLAnchorElement>, titulo: string) => {
    const editor = document.getElementById(editorId);
    if (editor && irASeccion(editor, titulo)) event.preventDefault();
  };
  const palabras = contarPalabras(auto.contenido);
  const excede = doc.limitePalabras !== null && palabras > doc.limitePalabras;
  const emite = TIPOS_DOCUMENTO[doc.tipo].aprobadores.length === 1 && TIPOS_DOCUMENTO[doc.tipo].aprobadores[0] === TIPOS_DOCUMENTO[doc.tipo].autor;
  const enviar = async () => {
    setFaltan(null);
    await auto.guardarAhora();
    if (auto.pendiente()) throw new Error('Aún no se guardan sus últimos cambios; espere a que diga «Guardado» e intente de nuevo.');
    try {
      const enviado = await enviarDocumento(client, doc.id);
      toast({ title: emite ? 'Documento emitido' : 'Documento enviado a revisión', variant: 'success' });
      onCambio(enviado);
    } catch (e) {
      // Sections still to write are shown beside the text, not in the dialog: the dialog closes so they can be written.
      const secciones = e instanceof ApiError ? (e.body.secciones as SeccionIncompleta[] | undefined) : undefined;
      if (!secciones?.length) throw e;
      setFaltan({ mensaje: formErrorMessage(e), secciones });
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
      {/* Like a form's error summary: it takes the focus, and each line takes the caret to its section. */}
      {faltan && (
        <Alert ref={resumen} tabIndex={-1} severity="error" role="alert" id={`faltan-${doc.id}`}>
          <strong>{faltan.mensaje}</strong>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {faltan.secciones.map((s) => (
              <li key={s.titulo}>
                <Box component="a" href={`#${editorId}`} onClick={(e: MouseEvent<HTMLAnchorElement>) => irA(e, s.titulo)} sx={{ color: 'inherit', fontWeight: 600, textUnderlineOffset: 3 }}>
                  {s.mensaje}
                </Box>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Suspense fallback={<LinearProgress aria-label="Cargando el editor" />}>
        <EditorDocumento
          id={editorId} value={auto.contenido} onChange={auto.cambiar} labelId={`etiqueta-${doc.id}`}
          describedBy={faltan ? `faltan-${doc.id} palabras-${doc.id}` : `palabras-${doc.id}`}
        />
      </Suspense>
      {doc.acciones.includes('enviar') && (
        <Stack direction="row" sx={{ gap: 1 }}>
          {emite ? (
            <ConfirmarAccion
              etiqueta="Emitir documento" titulo="¿Emitir el documento?" confirmar="Emitir" accion={enviar} disabled={excede} alCerrar={() => resumen.current?.focus()}
              texto="Se firma con su nombre y se genera el PDF con folio. Ya no podrá modificarlo."
            />
          ) : (
            <ConfirmarAccion
              etiqueta="Enviar a revisión" titulo="¿Enviar a revisión?" confirmar="Enviar" accion={enviar} disabled={excede} alCerrar={() => resumen.current?.focus()}
              texto={<>Ya no podrá editarlo hasta que lo revisen. Las cifras (horas, fechas, nombres) se toman de sus registros al enviarlo. Mientras nadie lo abra para revisarlo, podrá retirarlo desde esta página.</>}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** One document: the editor while its author may edit it, otherwise the text read-only; comments, state, PDF. */
export function DocumentoDetalle({ doc: inicial, onCambio }: { doc: DocumentoSs; onCambio?: () => void }) {
  const [doc, setDoc] = useState(inicial);
  const titulo = useRef<HTMLHeadingElement>(null);
  const movido = useRef(false);
  // A move (sent, withdrawn) swaps the editor for the read-only text or back, and the button pressed goes with it: the
  // focus goes to the document's title, from where its new state is read next, instead of falling to the page's top.
  useEffect(() => {
    if (!movido.current) return;
    movido.current = false;
    titulo.current?.focus();
  }, [doc]);
  const mover = (d: DocumentoSs) => {
    movido.current = true;
    setDoc(d);
  };
  const abrirPdf = useAbrirPdf();
  const [error, setError] = useState<string | null>(null);
  const client = useApiClient();
  const { toast } = useToast();
  const retirar = async () => {
    const retirado = await retirarDocumento(client, doc.id);
    toast({ title: 'Documento retirado: vuelve a ser un borrador', variant: 'success' });
    mover(retirado);
    onCambio?.();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
          <div>
            <Typography ref={titulo} tabIndex={-1} component="h2" variant="h6" sx={{ fontWeight: 700 }}>{doc.titulo}</Typography>
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
          <Editor key={doc.revision} doc={doc} onCambio={(d) => { mover(d); onCambio?.(); }} />
        ) : (
          <>
            {doc.acciones.includes('retirar') ? (
              <Alert severity="info" action={
                <ConfirmarAccion
                  etiqueta="Retirar envío" titulo="¿Retirar el documento de revisión?" confirmar="Retirar" variant="outlined" color="inherit" accion={retirar}
                  texto={`Vuelve a ser un borrador que puede corregir y enviar de nuevo; ya no espera revisión.${doc.tipo === 'informe_mensual' ? ' Las horas del mes se pueden editar otra vez.' : ''}`}
                />
              }>
                Enviado a revisión. Nadie lo ha abierto todavía: si necesita corregirlo, puede retirarlo.
              </Alert>
            ) : (
              doc.estado === 'enviado' && <Alert severity="info">El documento está en revisión; ya no puede editarlo hasta que lo revisen.</Alert>
            )}
            {doc.estado === 'aprobado' && <Alert severity="success">Documento aprobado: ya no se puede modificar.</Alert>}
            <HtmlSeguro html={doc.contenido} label="Texto del documento" />
          </>
        )}
        {doc.horasMes && <HorasDelMes horas={doc.horasMes} />}
      </Stack>
    </Paper>
  );
}
