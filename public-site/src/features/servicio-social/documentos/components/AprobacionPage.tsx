import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../../../../shared/api/errors';
import { MENSAJES_DOCUMENTOS } from '../../../../../../shared/schemas/servicio-social-documentos';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { fechaCorta } from '../../comun/formato';
import { decidirAprobacion, leerAprobacion, type InformeParaAprobar } from '../api/documentos';
import { horasQueSeAprueban, queSigueAlAprobar } from '../../../../../../shared/servicio-social/documentos';
import { totalHoras } from '../../../../../../shared/servicio-social/horas';
import { ConfirmarAccion } from './ConfirmarAccion';
import { HtmlSeguro } from './comunes';

function Horas({ horas }: { horas: NonNullable<InformeParaAprobar['horasMes']> }) {
  const total = totalHoras(horas);
  return (
    <Tarjeta title={`Horas del mes (${total} h)`}>
      {horas.length === 0 && <Typography color="text.secondary">El estudiante no registró horas en este mes.</Typography>}
      <div style={{ overflowX: 'auto', display: horas.length ? undefined : 'none' }}>
        <Table size="small">
          <TableHead><TableRow><TableCell>Fecha</TableCell><TableCell>Horas</TableCell><TableCell>Actividades</TableCell></TableRow></TableHead>
          <TableBody>
            {horas.map((h) => (
              <TableRow key={h.fecha}><TableCell>{fechaCorta(h.fecha)}</TableCell><TableCell>{h.horas}</TableCell><TableCell>{h.actividades}</TableCell></TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Tarjeta>
  );
}

/** Public, behind the supervisor's signed link: read the report and approve or return it, without an account. */
export function AprobacionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useApiClient();
  // A link without its token (cut when copied) is refused here as the server would, without asking it.
  const informe = useQuery((c) => (token ? leerAprobacion(c, token) : Promise.reject(new ApiError(MENSAJES_DOCUMENTOS.enlaceInvalido, 410))), [token]);
  const [comentarios, setComentarios] = useState('');
  const [hecho, setHecho] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState<'observar' | null>(null);
  // Approving asks first and throws into its dialog on failure; returning needs the observations written.
  const aprobar = async () => setHecho((await decidirAprobacion(client, token, 'aprobar', comentarios)).message);
  const devolver = async () => {
    setError(null);
    if (!comentarios.trim()) {
      setError('Escriba las observaciones para el estudiante');
      return;
    }
    setOcupado('observar');
    try {
      setHecho((await decidirAprobacion(client, token, 'observar', comentarios)).message);
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setOcupado(null);
    }
  };
  const d = informe.data;
  return (
    <PageSection title="Revisión de informe" description="Como supervisor(a) del servicio social, apruebe el informe o devuélvalo con observaciones." maxWidth="md">
      {hecho ? (
        <Alert severity="success" role="status">{hecho}</Alert>
      ) : informe.loading ? (
        <Typography role="status">Cargando el informe…</Typography>
      ) : !d ? (
        <Alert severity="warning" role="alert">{formErrorMessage(informe.error)}</Alert>
      ) : (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>{d.titulo}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {d.estudiante} ({d.matricula}) · {d.institucion}
            </Typography>
            <HtmlSeguro html={d.contenido} label="Texto del informe" />
          </Paper>
          {d.cambios && (
            <Tarjeta title="Cambios desde la versión anterior">
              <HtmlSeguro html={d.cambios} label="Cambios" />
            </Tarjeta>
          )}
          {d.horasMes && <Horas horas={d.horasMes} />}
          <Tarjeta title="Su decisión">
            <Stack spacing={2}>
              <TextField label="Observaciones (obligatorias para devolver)" multiline minRows={3} value={comentarios} onChange={(e) => setComentarios(e.target.value)} />
              {error && <Alert severity="error" role="alert">{error}</Alert>}
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
                <ConfirmarAccion
                  etiqueta="Aprobar informe y horas" titulo={`¿Aprobar «${d.titulo}»?`} confirmar="Aprobar" color="success" disabled={ocupado !== null} accion={aprobar}
                  texto={`${horasQueSeAprueban(d.horasMes)}${queSigueAlAprobar({ tipo: 'informe_mensual', etapa: 'institucion' })}`}
                />
                <Button variant="outlined" color="warning" loading={ocupado === 'observar'} onClick={() => void devolver()}>Devolver con observaciones</Button>
              </Stack>
            </Stack>
          </Tarjeta>
        </Stack>
      )}
    </PageSection>
  );
}
