import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NOMBRE_RESERVADO } from '../../../../../shared/arco/reservado';
import { ApiError } from '../../../../../shared/api/errors';
import type { VerificacionConstancia } from '../../../../../shared/schemas/postulaciones';
import { PageSection } from '../../../components/PageSection';
import { TextInput } from '../../../components/TextInput';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';
import { fecha } from '../form/fechas';

type Resultado = { ok: VerificacionConstancia } | { error: string } | null;

/** Anyone can check a winner's certificate by its verification folio; the printed link checks it at once. */
export function VerificarPage() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const inicial = params.get('folio') ?? '';
  const [folio, setFolio] = useState(inicial);
  const [resultado, setResultado] = useState<Resultado>(null);
  const [ocupado, setOcupado] = useState(false);

  const consultar = useCallback(
    async (valor: string) => {
      const limpio = valor.trim();
      if (!limpio) return setResultado({ error: 'Escriba el folio de la constancia.' });
      setOcupado(true);
      try {
        setResultado({ ok: await client.get<VerificacionConstancia>(`/postulaciones/constancias/${encodeURIComponent(limpio)}`) });
      } catch (error) {
        setResultado({
          error: error instanceof ApiError && error.status === 404 ? 'No existe una constancia válida con ese folio. Revise que esté escrito igual que en la constancia.' : formErrorMessage(error),
        });
      } finally {
        setOcupado(false);
      }
    },
    [client],
  );

  useEffect(() => {
    if (inicial) void consultar(inicial);
    // Only the folio the page was opened with; later checks come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const verificar = (e: FormEvent) => {
    e.preventDefault();
    setParams(folio.trim() ? { folio: folio.trim() } : {}, { replace: true });
    void consultar(folio);
  };

  return (
    <PageSection maxWidth="sm" title="Verificar constancia" description="Escriba el folio de verificación impreso al pie de la constancia, por ejemplo PMU-2026-ABCD2345EFGH.">
      <Stack component="form" onSubmit={verificar} spacing={2} noValidate>
        <TextInput
          label="Folio de verificación"
          value={folio}
          onChange={(e) => setFolio(e.target.value)}
          htmlInput={{ maxLength: 60, autoCapitalize: 'characters', spellCheck: false }}
        />
        <Button type="submit" variant="contained" disabled={ocupado} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          Verificar
        </Button>
        <div aria-live="polite">
          {resultado && 'ok' in resultado && (
            <Alert severity="success">
              <AlertTitle>Constancia válida</AlertTitle>
              {resultado.ok.nombre === NOMBRE_RESERVADO ? 'La persona ganadora (su nombre se reserva a petición suya)' : resultado.ok.nombre} resultó ganador(a) de la categoría «{resultado.ok.categoria}» en la convocatoria «{resultado.ok.convocatoria}» ({resultado.ok.anio}).
              Resultados publicados el {fecha(resultado.ok.emitidaEn)}. Folio {resultado.ok.folio}.
            </Alert>
          )}
          {resultado && 'error' in resultado && <Alert severity="error">{resultado.error}</Alert>}
        </div>
      </Stack>
    </PageSection>
  );
}
