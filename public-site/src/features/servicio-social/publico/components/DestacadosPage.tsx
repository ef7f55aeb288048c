import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DestacadoPublico } from '../../../../../../shared/schemas/servicio-social';
import { PageSection } from '../../../../components/PageSection';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';

const ANCHOS = [320, 480, 640, 960];

/** `/_ipx/_/ss/x.jpg` with modifiers: the server hands the photo's URL with `_` (no modifiers) in the first segment. */
export function conModificadores(url: string, ancho: number): string {
  return url.replace(/^\/_ipx\/[^/]+\//, `/_ipx/w_${ancho},h_${Math.round((ancho * 2) / 3)},fit_cover,f_webp/`);
}

function Foto({ url, alt, primera }: { url: string; alt: string; primera: boolean }) {
  return (
    <Box
      component="img"
      src={conModificadores(url, 640)}
      srcSet={ANCHOS.map((w) => `${conModificadores(url, w)} ${w}w`).join(', ')}
      sizes="(max-width: 600px) 100vw, 50vw"
      width={640}
      height={427}
      alt={alt}
      loading={primera ? 'eager' : 'lazy'}
      fetchPriority={primera ? 'high' : 'auto'}
      decoding="async"
      sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 2, display: 'block', bgcolor: 'action.hover' }}
    />
  );
}

function Proyecto({ d, indice }: { d: DestacadoPublico; indice: number }) {
  const id = `destacado-${d.id}`;
  return (
    <Paper component="article" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 700 }}>{d.titulo}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {[d.institucion, d.programa].filter(Boolean).join(' · ')}
      </Typography>
      {d.fotos.length > 0 && (
        // A lone photo keeps half the width on large screens, as it would beside a second one.
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
          {d.fotos.map((f, i) => (
            <Foto key={f.id} url={f.url} alt={`${d.titulo}: foto ${i + 1}`} primera={indice === 0 && i === 0} />
          ))}
        </Box>
      )}
      {/* Sanitised on the server (sanitize-html) when staff saved it. */}
      <Box sx={{ '& p': { mt: 0, mb: 1.5 }, '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: d.historia }} />
    </Paper>
  );
}

export function DestacadosPage() {
  const destacados = useQuery((c) => c.get<DestacadoPublico[]>('/servicio-social/destacados/publicos'));
  return (
    <PageSection title="Servicio social destacado" description="Proyectos en los que nuestros estudiantes dejaron huella, elegidos por la oficina de servicio social.">
      {!destacados.data ? (
        <Cargando error={destacados.error} retry={destacados.reload} label="Cargando proyectos" />
      ) : destacados.data.length === 0 ? (
        <Typography color="text.secondary">Todavía no hay proyectos destacados publicados.</Typography>
      ) : (
        <Stack spacing={3}>
          {destacados.data.map((d, i) => <Proyecto key={d.id} d={d} indice={i} />)}
        </Stack>
      )}
    </PageSection>
  );
}
