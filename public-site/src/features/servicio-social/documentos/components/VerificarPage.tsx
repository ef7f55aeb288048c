import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VerificacionDocumento } from '../../../../../../shared/schemas/servicio-social-documentos';
import { PageSection } from '../../../../components/PageSection';
import { TextInput } from '../../../../components/TextInput';
import { formErrorMessage } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { fechaDe } from '../../comun/formato';
import { verificar } from '../api/documentos';

function Resultado({ folio }: { folio: string }) {
  const r = useQuery<VerificacionDocumento>((c) => verificar(c, folio), [folio]);
  if (r.loading) return <Typography role="status">Verificando el folio…</Typography>;
  if (r.error || !r.data) return <Alert severity="error" role="alert">{formErrorMessage(r.error)}</Alert>;
  const d = r.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderColor: 'success.main' }}>
      <Alert severity="success" sx={{ mb: 2 }}>Documento auténtico: fue emitido por la plataforma y no ha sido modificado en nuestros registros.</Alert>
      <Stack component="dl" spacing={1} sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        <dt>Folio</dt><dd>{d.folio}</dd>
        <dt>Documento</dt><dd>{d.tipo === d.titulo ? d.tipo : `${d.tipo} · ${d.titulo}`}</dd>
        <dt>Estudiante</dt><dd>{d.estudiante}</dd>
        <dt>Fecha de emisión</dt><dd>{fechaDe(d.fecha)}</dd>
        <dt>Huella SHA-256 del PDF</dt><dd><code>{d.hashSha256}</code></dd>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Compare la huella con la del archivo que recibió (por ejemplo, con «sha256sum documento.pdf»): si difieren, el archivo fue alterado.
      </Typography>
    </Paper>
  );
}

/** Public: anyone with a folio (or the PDF's QR) checks that a letter is genuine. */
export function VerificarPage() {
  const [params, setParams] = useSearchParams();
  const folio = params.get('folio')?.trim() ?? '';
  const [valor, setValor] = useState(folio);
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (valor.trim()) setParams({ folio: valor.trim().toUpperCase() });
  };
  return (
    <PageSection title="Verificar documento de servicio social" description="Escriba el folio impreso en la carta o constancia, o escanee su código QR." maxWidth="md">
      <Stack spacing={3}>
        <Stack component="form" onSubmit={enviar} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }} aria-label="Verificar folio">
          <TextInput label="Folio" value={valor} onChange={(e) => setValor(e.target.value)} htmlInput={{ placeholder: 'SS-2027-XXXXXXXXXXXX', spellCheck: false }} shrink fullWidth />
          <Button type="submit" variant="contained">Verificar</Button>
        </Stack>
        {folio && <Resultado folio={folio} />}
      </Stack>
    </PageSection>
  );
}
