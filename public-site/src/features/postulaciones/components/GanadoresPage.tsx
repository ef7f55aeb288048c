import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { ApiError } from '../../../../../shared/api/errors';
import type { GanadorPublico, ResultadosPublicos } from '../../../../../shared/schemas/postulaciones';
import { palette } from '../../../../../shared/ui/theme';
import { PageLoader } from '../../../components/PageLoader';
import { useApiClient, useRespuestaDeLaPagina } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';
import { fecha } from '../form/fechas';

const ORO = '#facc15';

type Publicados = ResultadosPublicos & { convocatoria: NonNullable<ResultadosPublicos['convocatoria']> };
type Estado = { status: 'cargando' } | { status: 'listo'; datos: Publicados } | { status: 'vacio' } | { status: 'error'; mensaje: string };

/** `primera`: the first photo on the page, usually its largest element: fetched at once, not when scrolled to. */
const Ganador = ({ g, primera }: { g: GanadorPublico; primera: boolean }) => (
  <Card variant="outlined" component="article" sx={{ height: '100%', borderTop: 4, borderTopColor: ORO }}>
    {g.foto ? (
      // width/height reserve the square before the photo arrives (no layout shift).
      <Box
        component="img"
        src={g.foto}
        alt={`Fotografía de ${g.nombre}`}
        loading={primera ? 'eager' : 'lazy'}
        fetchPriority={primera ? 'high' : 'auto'}
        width={400}
        height={400}
        sx={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
      />
    ) : (
      <Box sx={{ aspectRatio: '1', display: 'grid', placeItems: 'center', bgcolor: palette.neutral.dark }} aria-hidden>
        <EmojiEventsOutlined sx={{ fontSize: 96, color: ORO }} />
      </Box>
    )}
    <CardContent>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {g.nombre}
      </Typography>
      {/* An escaped excerpt the server builds from the sanitized semblanza. */}
      <Box sx={{ '& p': { my: 0.5 }, typography: 'body2', color: 'text.secondary' }} dangerouslySetInnerHTML={{ __html: g.semblanza }} />
    </CardContent>
  </Card>
);

const RUTA = '/postulaciones/ganadores';

function listos(datos: ResultadosPublicos): Estado {
  const { convocatoria } = datos;
  return convocatoria ? { status: 'listo', datos: { ...datos, convocatoria } } : { status: 'vacio' };
}

function fallidos(e: unknown): Estado {
  return e instanceof ApiError && e.status === 404 ? { status: 'vacio' } : { status: 'error', mensaje: formErrorMessage(e) };
}

/** The published winners of a call, by category, each with a photo served through /_ipx. */
export function GanadoresPage() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const convocatoriaId = params.get('convocatoriaId');
  // The latest results came with the page (the server rendered it with them): shown at once, not fetched again.
  const { inicial, yaLaTenia } = useRespuestaDeLaPagina<ResultadosPublicos>(convocatoriaId ? undefined : RUTA);
  const [estado, setEstado] = useState<Estado>(() =>
    !inicial ? { status: 'cargando' } : 'data' in inicial ? listos(inicial.data) : fallidos(inicial.error),
  );

  useEffect(() => {
    if (yaLaTenia()) return;
    let vivo = true;
    setEstado({ status: 'cargando' });
    client.get<ResultadosPublicos>(RUTA, convocatoriaId && /^\d+$/.test(convocatoriaId) ? { convocatoriaId } : undefined).then(
      (datos) => vivo && setEstado(listos(datos)),
      (e: unknown) => vivo && setEstado(fallidos(e)),
    );
    return () => {
      vivo = false;
    };
  }, [client, convocatoriaId, yaLaTenia]);

  const datos = estado.status === 'listo' ? estado.datos : null;
  // Editions are named by their year, or by name when two share one.
  const anios = datos?.ediciones.map((e) => e.anio) ?? [];
  const etiqueta = (e: { anio: number; nombre: string }) => (anios.filter((a) => a === e.anio).length > 1 ? e.nombre : String(e.anio));
  return (
    <>
      <Box component="header" sx={{ bgcolor: palette.neutral.dark, color: 'common.white', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <EmojiEventsOutlined sx={{ fontSize: { xs: 44, md: 60 }, color: ORO }} aria-hidden />
            <Box>
              <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
                Ganadores
              </Typography>
              <Typography sx={{ opacity: 0.85 }}>{datos ? datos.convocatoria.nombre : 'Reconocimientos universitarios'}</Typography>
            </Box>
          </Stack>
          {/* Its line is kept while the results load, so the header does not grow when they arrive. */}
          {(datos || estado.status === 'cargando') && (
            <Typography variant="body2" sx={{ mt: 2, opacity: 0.75 }}>
              {datos ? `Resultados publicados el ${fecha(datos.convocatoria.publicadosEn)}.` : <Skeleton width="16rem" sx={{ maxWidth: '100%', bgcolor: 'rgba(255,255,255,.2)' }} />}
            </Typography>
          )}
          {datos && datos.ediciones.length > 1 && (
            <Stack component="nav" aria-label="Ediciones anteriores" direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              {datos.ediciones.map((e) => (
                <Chip
                  key={e.id}
                  label={etiqueta(e)}
                  clickable
                  onClick={() => setParams({ convocatoriaId: String(e.id) })}
                  aria-current={e.id === datos.convocatoria.id ? 'page' : undefined}
                  aria-label={`Ganadores de ${e.nombre}`}
                  sx={e.id === datos.convocatoria.id ? { bgcolor: ORO, color: 'common.black', fontWeight: 700 } : { color: 'common.white', borderColor: 'rgba(255,255,255,.5)' }}
                  variant={e.id === datos.convocatoria.id ? 'filled' : 'outlined'}
                />
              ))}
            </Stack>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {estado.status === 'cargando' && <PageLoader label="Cargando los resultados" />}
        {estado.status === 'error' && <Alert severity="error">{estado.mensaje}</Alert>}
        {estado.status === 'vacio' && (
          <Card variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2 }}>
            <WorkspacePremiumOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
              {convocatoriaId ? 'Esta convocatoria no tiene resultados publicados.' : 'Todavía no se han publicado resultados.'}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              Los ganadores aparecerán aquí en la fecha de publicación de la convocatoria.
            </Typography>
            <Button component={RouterLink} to={convocatoriaId ? '/postulaciones/ganadores' : '/postulaciones/registro'} variant="outlined">
              {convocatoriaId ? 'Ver los resultados más recientes' : 'Ver la convocatoria'}
            </Button>
          </Card>
        )}
        {datos?.categorias.length === 0 && <Alert severity="info">Esta edición no tiene ganadores publicados.</Alert>}
        {datos?.categorias.map((c, ci) => (
          <Box component="section" key={c.id} aria-labelledby={`cat-${c.id}`} sx={{ mb: 6 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
              <Box sx={{ width: 6, alignSelf: 'stretch', borderRadius: 1, bgcolor: ORO }} aria-hidden />
              <Box>
                <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                  Categoría
                </Typography>
                <Typography id={`cat-${c.id}`} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
                  {c.nombre}
                </Typography>
              </Box>
            </Stack>
            <Grid container spacing={3}>
              {c.ganadores.map((g, gi) => (
                <Grid key={g.folio} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Ganador g={g} primera={ci === 0 && gi === 0} />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
      </Container>
    </>
  );
}
