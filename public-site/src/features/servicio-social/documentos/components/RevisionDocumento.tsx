import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../../../shared/ui/toast';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { leerCambios, leerDocumento, revisarDocumento } from '../api/documentos';
import { HtmlSeguro } from './comunes';

/** A reviewer's view of a sent document: what changed since the last round, the text, approve or return. */
export function RevisionDocumento({ id, onDecidido }: { id: number; onDecidido: () => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const doc = useQuery((c) => leerDocumento(c, id), [id]);
  const cambios = useQuery((c) => leerCambios(c, id), [id]);
  const [comentarios, setComentarios] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const decidir = async (decision: 'aprobar' | 'observar') => {
    setError(null);
    if (decision === 'observar' && !comentarios.trim()) return setError('Escriba las observaciones para el estudiante');
    setOcupado(true);
    try {
      await revisarDocumento(client, id, decision, comentarios);
      toast({ title: decision === 'aprobar' ? 'Documento aprobado' : 'Documento devuelto con observaciones', variant: 'success' });
      onDecidido();
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setOcupado(false);
    }
  };
  if (!doc.data) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      {cambios.data?.html && (
        <>
          <Typography variant="subtitle2">Cambios desde la versión {cambios.data.anterior}</Typography>
          <HtmlSeguro html={cambios.data.html} label="Cambios desde la versión anterior" />
        </>
      )}
      <Typography variant="subtitle2">Texto enviado (versión {doc.data.version})</Typography>
      <HtmlSeguro html={doc.data.contenido} label="Texto enviado" />
      {doc.data.horasMes && (
        <Typography variant="body2">Horas del mes: {doc.data.horasMes.reduce((s, h) => s + h.horas, 0)} h en {doc.data.horasMes.length} días registrados.</Typography>
      )}
      <TextField label="Observaciones (obligatorias para devolver)" multiline minRows={2} value={comentarios} onChange={(e) => setComentarios(e.target.value)} />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button variant="contained" color="success" loading={ocupado} onClick={() => decidir('aprobar')}>Aprobar</Button>
        <Button variant="outlined" color="warning" disabled={ocupado} onClick={() => decidir('observar')}>Devolver con observaciones</Button>
      </Stack>
    </Stack>
  );
}
