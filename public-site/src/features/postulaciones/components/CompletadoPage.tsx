import { useLocation, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { PageSection } from '../../../components/PageSection';
import type { ResumenPostulacion } from './RegistroPostulacionForm';

function Dato({ termino, valor }: { termino: string; valor: string }) {
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {termino}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {valor}
      </Typography>
    </Box>
  );
}

/** After submitting: the folio (kept in the address, so a reload still shows it) and what was sent. */
export function CompletadoPage() {
  const [params] = useSearchParams();
  const resumen = useLocation().state as ResumenPostulacion | null;
  const folio = resumen?.folio ?? params.get('folio');
  return (
    <PageSection maxWidth="sm" title="Postulación recibida" description="Gracias. Su postulación quedó registrada y la oficina de reconocimientos la revisará.">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TaskAltOutlined color="success" sx={{ fontSize: 40 }} aria-hidden />
            <Box>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Su folio
              </Typography>
              {folio ? (
                <Typography sx={{ fontSize: { xs: 24, sm: 28 }, fontWeight: 700, letterSpacing: 1, fontFamily: 'monospace' }} data-testid="folio">
                  {folio}
                </Typography>
              ) : (
                <Typography>Encontrará el folio en el correo de confirmación.</Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                Consérvelo: lo necesitará para cualquier aclaración.
              </Typography>
            </Box>
          </Stack>
        </Paper>
        {resumen && (
          <Paper component="section" aria-labelledby="resumen-titulo" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Typography id="resumen-titulo" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              Resumen
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Dato termino="Convocatoria" valor={resumen.convocatoria} />
              <Dato termino="Categoría" valor={resumen.categoria} />
              <Dato termino="Persona postulada" valor={resumen.postulante} />
              <Dato termino="Postulada por" valor={resumen.nominador} />
              <Dato termino="Documentos" valor={resumen.documentos.length ? resumen.documentos.map((d) => `${d.nombre} (${d.archivo})`).join(', ') : 'Ninguno'} />
            </Box>
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            ¿Qué sigue?
          </Typography>
          <Stack component="ol" spacing={1} sx={{ pl: 2.5, m: 0 }}>
            <li>
              Le enviamos una confirmación{resumen?.correo ? <> a <strong>{resumen.correo}</strong></> : null}. Si no la ve, revise su
              carpeta de correo no deseado.
            </li>
            {resumen?.aceptacionSolicitada && <li>La persona postulada recibirá un correo para aceptar o declinar la postulación.</li>}
            <li>La oficina revisa que se cumplan los requisitos y, después, el jurado evalúa las postulaciones elegibles.</li>
            <li>Le escribiremos cuando se publiquen los resultados.</li>
          </Stack>
        </Paper>
        <Typography>
          <Link href="/postulaciones/registro">Registrar otra postulación</Link>
        </Typography>
      </Stack>
    </PageSection>
  );
}
