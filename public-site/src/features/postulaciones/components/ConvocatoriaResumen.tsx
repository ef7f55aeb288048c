import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { ConvocatoriaPublica } from '../api/convocatoria';
import { fechaHora, tiempoRestante } from '../form/fechas';

/** The server's time now, moving on every minute. */
function useAhora(desfase: number, cadaMs = 60_000) {
  const [ahora, setAhora] = useState(() => Date.now() + desfase);
  useEffect(() => {
    const t = setInterval(() => setAhora(Date.now() + desfase), cadaMs);
    return () => clearInterval(t);
  }, [desfase, cadaMs]);
  return ahora;
}

/** The open call: its description (sanitized by the server), the deadline and the time left. */
export function ConvocatoriaResumen({ convocatoria, desfase }: { convocatoria: ConvocatoriaPublica; desfase: number }) {
  const ahora = useAhora(desfase);
  const pocoTiempo = new Date(convocatoria.cierre).getTime() - ahora < 3 * 86_400_000;
  return (
    <Paper component="section" aria-labelledby="convocatoria-nombre" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="convocatoria-nombre" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {convocatoria.nombre}
      </Typography>
      {convocatoria.descripcion && (
        <Box sx={{ '& p': { my: 0.5 }, mb: 2, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: convocatoria.descripcion }} />
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <EventOutlined color="primary" aria-hidden />
        <Box>
          <Typography>
            Recibimos postulaciones hasta el <strong>{fechaHora(convocatoria.cierre)}</strong>.
          </Typography>
          {convocatoria.publicacionResultados && (
            <Typography variant="body2" color="text.secondary">
              Resultados: {fechaHora(convocatoria.publicacionResultados)}.
            </Typography>
          )}
        </Box>
      </Stack>
      <Alert severity={pocoTiempo ? 'warning' : 'info'} sx={{ mt: 2 }}>
        Cierre de la convocatoria: {tiempoRestante(convocatoria.cierre, ahora)}.
      </Alert>
      {convocatoria.basesUrl && (
        <Typography sx={{ mt: 2 }}>
          <Link href={convocatoria.basesUrl} target="_blank" rel="noopener">
            Descargar las bases de la convocatoria (PDF, se abre en una pestaña nueva)
          </Link>
        </Typography>
      )}
    </Paper>
  );
}
