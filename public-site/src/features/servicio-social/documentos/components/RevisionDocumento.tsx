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
import { horasQueSeAprueban, queSigueAlAprobar } from '../../../../../../shared/servicio-social/documentos';
import { totalHoras } from '../../../../../../shared/servicio-social/horas';
import { ConfirmarAccion } from './ConfirmarAccion';
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
  // Approving asks first (it cannot be taken back) and throws into the dialog on failure; the panel closes only once
  // the dialog has, so the page's move of the focus to the document is not undone by the dialog handing it back.
  const aprobar = async () => {
    await revisarDocumento(client, id, 'aprobar', comentarios);
    toast({ title: 'Documento aprobado', variant: 'success' });
  };
  const devolver = async () => {
    setError(null);
    if (!comentarios.trim()) return setError('Escriba las observaciones para el estudiante');
    setOcupado(true);
    try {
      await revisarDocumento(client, id, 'observar', comentarios);
      toast({ title: 'Documento devuelto con observaciones', variant: 'success' });
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
        <Typography variant="body2">Horas del mes: {totalHoras(doc.data.horasMes)} h en {doc.data.horasMes.length} días registrados.</Typography>
      )}
      <TextField label="Observaciones (obligatorias para devolver)" multiline minRows={2} value={comentarios} onChange={(e) => setComentarios(e.target.value)} />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <ConfirmarAccion
          etiqueta="Aprobar" titulo={`¿Aprobar «${doc.data.titulo}»?`} confirmar="Aprobar" color="success" disabled={ocupado} accion={aprobar} alCerrar={onDecidido}
          texto={`${horasQueSeAprueban(doc.data.horasMes)}${queSigueAlAprobar(doc.data)}`}
        />
        <Button variant="outlined" color="warning" loading={ocupado} onClick={() => void devolver()}>Devolver con observaciones</Button>
      </Stack>
    </Stack>
  );
}
