import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AceptacionPublica } from '../../../../../shared/schemas/postulaciones';
import { ACEPTACION_LABELS } from '../../../../../shared/postulaciones/estados';
import { ENLACE_NO_VALIDO } from '../../../../../shared/postulaciones/textos';
import { PageLoader } from '../../../components/PageLoader';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';

/** The nominee's emailed link: accept or decline a nomination someone else made. */
export function AceptacionPage() {
  const client = useApiClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const [datos, setDatos] = useState<AceptacionPublica | null>(null);
  const [error, setError] = useState<string | null>(token ? null : ENLACE_NO_VALIDO);
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (!token) return;
    client.get<AceptacionPublica>('/postulaciones/aceptacion', { token }).then(setDatos, (e: unknown) => setError(formErrorMessage(e)));
  }, [client, token]);

  const responder = async (decision: 'aceptada' | 'rechazada') => {
    setEnviando(true);
    try {
      setDatos(await client.post<AceptacionPublica>('/postulaciones/aceptacion', { token, decision }));
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <PageSection maxWidth="sm" title="Su postulación">
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !datos && <PageLoader label="Cargando la postulación" />}
      {datos && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Stack spacing={2}>
            <Typography>
              <strong>{datos.nominador}</strong> le postuló a la categoría <strong>«{datos.categoria}»</strong> de la convocatoria «{datos.convocatoria}» (folio{' '}
              {datos.folio}).
            </Typography>
            <Typography>Estado de su respuesta: {ACEPTACION_LABELS[datos.aceptacion]}.</Typography>
            {datos.puedeResponder && datos.aceptacion !== 'pendiente' && (
              <Typography variant="body2" color="text.secondary">
                Puede cambiar su respuesta {datos.cambiosRestantes === 1 ? 'una vez más' : `${datos.cambiosRestantes} veces más`} mientras la convocatoria esté abierta.
              </Typography>
            )}
            {datos.puedeResponder ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button variant="contained" onClick={() => responder('aceptada')} loading={enviando}>
                  Acepto la postulación
                </Button>
                <Button variant="outlined" color="error" onClick={() => responder('rechazada')} disabled={enviando}>
                  Declino la postulación
                </Button>
              </Stack>
            ) : (
              <Alert severity="info">Ya no es posible cambiar la respuesta.</Alert>
            )}
          </Stack>
        </Paper>
      )}
    </PageSection>
  );
}
