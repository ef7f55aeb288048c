import { AvisoBloqueado } from '../common/AvisoBloqueado';
import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Divider, Link, List as MuiList, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { ACEPTACION_LABELS, ESTADO_POSTULACION_LABELS, VINCULO_LABELS, type PostulacionDetalle } from '../../../shared/schemas/postulaciones';
import { EstadoChip } from './choices';
import { DocumentoPreview } from './DocumentoPreview';
import { EstadoDialog } from './EstadoDialog';
import { AsignacionesPanel } from '../evaluacion/AsignacionesPanel';
import { ResultadoGanadora } from './ResultadoGanadora';

const t = (key: string) => `app.postulaciones.detalle.${key}`;
const f = (key: string) => `resources.postulaciones.fields.${key}`;
const fecha = (iso: string | null) => (iso ? new Date(iso).toLocaleString('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'medium', timeStyle: 'short' }) : '—');

const Seccion = ({ titulo, children }: { titulo: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {translate(titulo)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const Dato = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' }, gap: { sm: 2 }, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Typography>
    </Box>
  );
};

const Html = ({ html }: { html: string }) => (
  // The server sanitized it when it was saved.
  <Box sx={{ '& p': { my: 0.5 }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html || '<p>—</p>' }} />
);

const Detalle = () => {
  const r = useRecordContext<PostulacionDetalle>();
  const translate = useTranslate();
  // Opened from the list, react-admin shows the list's row until the nomination arrives: it has no files or moves.
  if (!r || r.transiciones === undefined) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <AvisoBloqueado />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {r.folio} · {r.nombre}
          </Typography>
          <Typography color="text.secondary">
            {r.convocatoria} · {r.categoria}
            {r.ciega ? ` · ${translate(t('ciega'))}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EstadoChip estado={r.estado} />
          <EstadoDialog record={r} />
        </Stack>
      </Stack>
      {r.motivo && <Alert severity={r.estado === 'no_elegible' ? 'warning' : 'info'}>{r.motivo}</Alert>}

      {(r.estado === 'finalista' || r.estado === 'ganadora') && (
        <Seccion titulo={t('resultado')}>
          <ResultadoGanadora record={r} />
        </Seccion>
      )}

      <Seccion titulo={t('postulante')}>
        <Dato label={f('nombre')}>{r.nombre}</Dato>
        <Dato label={f('correo')}>{r.correo}</Dato>
        <Dato label={f('telefono')}>{r.telefono}</Dato>
        <Dato label={f('vinculo')}>{VINCULO_LABELS[r.vinculo]}</Dato>
        {r.matricula && <Dato label={f('matricula')}>{r.matricula}</Dato>}
        {r.programa && <Dato label={f('programa')}>{r.programa}</Dato>}
        {r.anio && <Dato label={f('anio')}>{r.anio}</Dato>}
        {!!r.enlaces.length && (
          <Dato label={f('enlaces')}>
            {r.enlaces.map((e) => (
              <Link key={e} href={e} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
                {e}
              </Link>
            ))}
          </Dato>
        )}
        <Dato label={f('egresado')}>
          {r.egresado ? (
            <Link href={`/egresados/${r.egresado.id}/show`}>
              {r.egresado.nombre} ({r.egresado.matricula}) · {translate(t('ver_egresado'))}
            </Link>
          ) : (
            translate(t('sin_egresado'))
          )}
        </Dato>
      </Seccion>

      <Seccion titulo={t('nominacion')}>
        <Dato label={f('nominadorTipo')}>{r.nominadorTipo === 'propia' ? translate(t('autopostulacion')) : 'Tercero'}</Dato>
        {r.nominadorTipo === 'tercero' && (
          <>
            <Dato label={f('nominadorNombre')}>{r.nominadorNombre}</Dato>
            <Dato label={f('nominadorCorreo')}>{r.nominadorCorreo}</Dato>
            <Dato label={f('nominadorRelacion')}>{r.nominadorRelacion}</Dato>
          </>
        )}
        <Dato label={f('aceptacion')}>
          {ACEPTACION_LABELS[r.aceptacion]}
          {r.aceptacionEn ? ` (${fecha(r.aceptacionEn)})` : ''}
        </Dato>
        <Dato label={f('origen')}>{r.origen === 'captura' ? `Captura en oficina${r.capturadaPor ? ` por ${r.capturadaPor}` : ''}` : 'Formulario público'}</Dato>
        <Dato label={f('avisoPrivacidad')}>{r.avisoPrivacidadAceptadoEn ? `Versión ${r.avisoPrivacidadVersion}, ${fecha(r.avisoPrivacidadAceptadoEn)}` : '—'}</Dato>
        <Dato label={f('createdAt')}>{fecha(r.createdAt)}</Dato>
      </Seccion>

      <Seccion titulo={t('textos')}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate(f('semblanza'))}
        </Typography>
        <Html html={r.semblanza} />
        <Divider sx={{ my: 1.5 }} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate(f('motivos'))}
        </Typography>
        <Html html={r.motivos} />
      </Seccion>

      <Seccion titulo={t('documentos')}>
        {!!r.documentosFaltantes.length && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate(t('faltantes'), { lista: r.documentosFaltantes.join(', ') })}
          </Alert>
        )}
        {r.documentos.length ? (
          <Stack spacing={2}>
            {r.documentos.map((d) => (
              <DocumentoPreview key={d.clave} documento={d} />
            ))}
          </Stack>
        ) : (
          <Typography>{translate(t('sin_documentos'))}</Typography>
        )}
      </Seccion>

      <AsignacionesPanel postulacion={r} />

      <Seccion titulo={t('historial')}>
        <MuiList dense disablePadding>
          {[...r.historial].reverse().map((h) => (
            <ListItem key={h.id} disableGutters divider>
              <ListItemText
                primary={`${fecha(h.createdAt)} · ${h.estadoAnterior ? `${ESTADO_POSTULACION_LABELS[h.estadoAnterior]} → ` : ''}${
                  ESTADO_POSTULACION_LABELS[h.estado as keyof typeof ESTADO_POSTULACION_LABELS] ?? (h.estado === 'aceptada' ? 'Aceptada por la persona postulada' : 'Rechazada por la persona postulada')
                }`}
                secondary={[h.usuario, h.motivo && `Motivo: ${h.motivo}`, h.mensaje && `Mensaje: ${h.mensaje}`].filter(Boolean).join(' · ') || undefined}
              />
            </ListItem>
          ))}
        </MuiList>
      </Seccion>
    </Stack>
  );
};

export const PostulacionShow = () => (
  <Show actions={false} component="div">
    <Detalle />
  </Show>
);
