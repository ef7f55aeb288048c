import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDayOf } from '../../../../../../shared/formato';
import { ACEPTACION_LABELS, ESTADO_POSTULACION_LABELS, type EstadoAceptacion } from '../../../../../../shared/postulaciones/estados';
import type { MiPostulacion } from '../../../../../../shared/schemas/mis-postulaciones';
import { DocumentosSolicitados } from './DocumentosSolicitados';

// Only after publication, and only on a click: neither weighs on the page's first load.
const Retroalimentacion = lazy(() => import('./Retroalimentacion').then((m) => ({ default: m.Retroalimentacion })));
const RetirarDialog = lazy(() => import('./RetirarDialog').then((m) => ({ default: m.RetirarDialog })));

type Paso = MiPostulacion['historial'][number];

const nombrePaso = (paso: Paso) => (paso.estado === 'finalista' && paso.ronda ? `Finalista en ronda ${paso.ronda}` : ESTADO_POSTULACION_LABELS[paso.estado]);

/** One nomination: its data, dated timeline, documents, the nominee's answer, feedback, and the withdrawal. */
export function PostulacionCard({ postulacion: p, recargar }: { postulacion: MiPostulacion; recargar: () => void }) {
  const [retirando, setRetirando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const titulo = `postulacion-${p.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titulo} sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titulo} component="h2" variant="h6">
            Folio {p.folio}
          </Typography>
          <Chip label={ESTADO_POSTULACION_LABELS[p.estado]} color={p.estado === 'ganadora' ? 'success' : 'default'} size="small" />
        </Stack>
        {aviso && (
          <Alert severity="success" role="status">
            {aviso}
          </Alert>
        )}
        <Stack component="dl" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }} sx={{ m: 0 }}>
          <Dato termino="Convocatoria" valor={p.convocatoria} />
          <Dato termino="Categoría" valor={p.categoria} />
          <Dato termino="Aceptación de la persona postulada" valor={ACEPTACION_LABELS[p.aceptacion as EstadoAceptacion] ?? p.aceptacion} />
        </Stack>
        <Apartado titulo="Historial">
          <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }}>
            {p.historial.map((paso, i) => (
              <li key={i}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {nombrePaso(paso)}
                </Typography>
                <Typography component="span" color="text.secondary">
                  {' · '}
                  <time dateTime={paso.fecha}>{formatDayOf(paso.fecha)}</time>
                </Typography>
              </li>
            ))}
          </Stack>
        </Apartado>
        <Apartado titulo="Documentos enviados">
          {p.documentos.length ? (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {p.documentos.map((d) => (
                <li key={`${d.nombre}-${d.archivo}`}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {d.nombre}: {d.archivo}
                  </Typography>
                </li>
              ))}
            </Stack>
          ) : (
            <Typography color="text.secondary">No se enviaron documentos.</Typography>
          )}
        </Apartado>
        {p.documentosSolicitados.length > 0 && (
          <Apartado titulo="Documentos que pide el jurado">
            <DocumentosSolicitados postulacionId={p.id} documentos={p.documentosSolicitados} alEnviar={recargar} />
          </Apartado>
        )}
        {p.retroalimentacion && (
          <Apartado titulo="Comentarios del jurado">
            <Suspense fallback={<Typography color="text.secondary">Cargando los comentarios…</Typography>}>
              <Retroalimentacion datos={p.retroalimentacion} />
            </Suspense>
          </Apartado>
        )}
        {p.retirable && (
          <Button variant="outlined" color="error" onClick={() => setRetirando(true)} sx={{ alignSelf: 'flex-start' }}>
            Retirar la postulación {p.folio}
          </Button>
        )}
      </Stack>
      {retirando && (
        <Suspense fallback={null}>
          <RetirarDialog
        abierto={retirando}
        postulacion={p}
        cerrar={() => setRetirando(false)}
        hecho={(mensaje) => {
          setRetirando(false);
          setAviso(mensaje);
          recargar();
        }}
          />
        </Suspense>
      )}
    </Paper>
  );
}

function Dato({ termino, valor }: { termino: string; valor: string }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {termino}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {valor}
      </Typography>
    </div>
  );
}

function Apartado({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {titulo}
      </Typography>
      {children}
    </div>
  );
}
