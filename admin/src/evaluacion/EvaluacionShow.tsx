import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Show, useNotify, useRecordContext, useRedirect, useTranslate, type HttpError } from 'react-admin';
import { VINCULO_LABELS, type EvaluacionDetalle } from '../../../shared/schemas/postulaciones';
import { DocumentoPreview } from '../postulaciones/DocumentoPreview';
import { CalificacionForm } from './CalificacionForm';
import { EstadoEvaluacionChip } from './EstadoEvaluacionChip';

const Html = ({ html }: { html: string }) => <Box sx={{ '& p': { my: 0.5 }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html || '<p>—</p>' }} />;

const Detalle = () => {
  const r = useRecordContext<EvaluacionDetalle>();
  const translate = useTranslate();
  // The list row serves as a placeholder until the detail arrives; it has no `postulacion` yet.
  if (!r?.postulacion) return null;
  const p = r.postulacion;
  const oculto = translate('app.postulaciones.evaluar.oculto');
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {p.folio} · {p.nombre ?? oculto}
          </Typography>
          <Typography color="text.secondary">
            {r.convocatoria} · {r.categoria} · {VINCULO_LABELS[p.vinculo]}
          </Typography>
        </Box>
        <Box>
          <EstadoEvaluacionChip estado={r.estado} />
        </Box>
      </Stack>
      {r.ciega ? (
        <Alert severity="info">{translate('app.postulaciones.evaluar.ciega_aviso')}</Alert>
      ) : (
        <Typography variant="body2">
          {p.correo} · {p.telefono} {p.enlaces?.length ? `· ${p.enlaces.join(' · ')}` : ''}
        </Typography>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6">
            {translate('resources.postulaciones.fields.semblanza')}
          </Typography>
          <Html html={p.semblanza} />
          <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
            {translate('resources.postulaciones.fields.motivos')}
          </Typography>
          <Html html={p.motivos} />
        </CardContent>
      </Card>
      {p.documentos.map((d) => (
        <DocumentoPreview key={d.clave} documento={d} />
      ))}
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {translate('resources.postulaciones/evaluacion.fields.puntaje')}
          </Typography>
          <CalificacionForm key={r.id} evaluacion={r} />
        </CardContent>
      </Card>
    </Stack>
  );
};

/** Somebody else's assignment answers 404 with the server's own Spanish explanation; show it, back to the list. */
export const EvaluacionShow = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Show
      actions={false}
      component="div"
      queryOptions={{
        retry: false,
        onError: (error: unknown) => {
          notify((error as HttpError).message || 'ra.notification.item_doesnt_exist', { type: 'error' });
          redirect('list', 'postulaciones/evaluacion');
        },
      }}
    >
      <Detalle />
    </Show>
  );
};
