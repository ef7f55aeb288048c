import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError } from '../../../../../shared/api/errors';
import type { VerificacionConstancia } from '../../../../../shared/schemas/postulaciones';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';
import { fecha } from '../form/fechas';

/** Anyone can check a winner's certificate by its verification folio. */
export function VerificarPage() {
  const client = useApiClient();
  const [params] = useSearchParams();
  const [folio, setFolio] = useState(params.get('folio') ?? '');
  const [resultado, setResultado] = useState<{ ok: VerificacionConstancia } | { error: string } | null>(null);

  const verificar = async (e: FormEvent) => {
    e.preventDefault();
    if (!folio.trim()) return setResultado({ error: 'Escriba el folio de la constancia.' });
    try {
      setResultado({ ok: await client.get<VerificacionConstancia>(`/postulaciones/constancias/${encodeURIComponent(folio.trim())}`) });
    } catch (error) {
      setResultado({ error: error instanceof ApiError && error.status === 404 ? 'No existe una constancia con ese folio.' : formErrorMessage(error) });
    }
  };

  return (
    <PageSection maxWidth="sm" title="Verificar constancia" description="Escriba el folio de verificación impreso en la constancia.">
      <Stack component="form" onSubmit={verificar} spacing={2} noValidate>
        <TextField label="Folio de verificación" value={folio} onChange={(e) => setFolio(e.target.value)} slotProps={{ htmlInput: { maxLength: 60 } }} />
        <Button type="submit" variant="contained" sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          Verificar
        </Button>
        {resultado && 'ok' in resultado && (
          <Alert severity="success" role="status">
            Constancia válida: {resultado.ok.nombre}, ganador(a) de «{resultado.ok.categoria}» en {resultado.ok.convocatoria} ({resultado.ok.anio}). Emitida el{' '}
            {fecha(resultado.ok.emitidaEn)}.
          </Alert>
        )}
        {resultado && 'error' in resultado && <Alert severity="error">{resultado.error}</Alert>}
      </Stack>
    </PageSection>
  );
}
