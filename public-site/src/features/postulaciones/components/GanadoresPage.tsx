import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { ApiError } from '../../../../../shared/api/errors';
import type { ResultadosPublicos } from '../../../../../shared/schemas/postulaciones';
import { PageLoader } from '../../../components/PageLoader';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';

/** The published winners by category, each with a photo served through /_ipx. */
export function GanadoresPage() {
  const client = useApiClient();
  const [datos, setDatos] = useState<ResultadosPublicos | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    client.get<ResultadosPublicos>('/postulaciones/ganadores').then(setDatos, (e: unknown) =>
      setError(e instanceof ApiError && e.status === 404 ? 'Todavía no se han publicado resultados.' : formErrorMessage(e)),
    );
  }, [client]);
  return (
    <PageSection maxWidth="lg" title="Ganadores" description={datos ? `${datos.convocatoria.nombre}` : 'Las personas reconocidas por la universidad.'}>
      {error && <Alert severity="info">{error}</Alert>}
      {!error && !datos && <PageLoader label="Cargando los resultados" />}
      {datos?.categorias.map((c) => (
        <Box component="section" key={c.id} aria-labelledby={`cat-${c.id}`} sx={{ mb: 4 }}>
          <Typography id={`cat-${c.id}`} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {c.nombre}
          </Typography>
          <Grid container spacing={2}>
            {c.ganadores.map((g) => (
              <Grid key={g.folio} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  {g.foto ? (
                    <Box component="img" src={g.foto} alt={`Fotografía de ${g.nombre}`} loading="lazy" width={400} height={400} sx={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', display: 'block' }} />
                  ) : (
                    <Box sx={{ aspectRatio: '2', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }} aria-hidden>
                      <EmojiEventsOutlined sx={{ fontSize: 64, color: 'warning.main' }} />
                    </Box>
                  )}
                  <CardContent>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                      {g.nombre}
                    </Typography>
                    <Box sx={{ '& p': { my: 0.5 }, typography: 'body2' }} dangerouslySetInnerHTML={{ __html: g.semblanza }} />
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
    </PageSection>
  );
}
