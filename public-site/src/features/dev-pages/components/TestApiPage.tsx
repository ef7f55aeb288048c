import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { currentBuildId } from '../../../../../shared/app/build-watcher';
import { Progress } from '../../../../../shared/ui/Progress';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { useHealth } from '../api/get-health';
import { JsonBlock } from './JsonBlock';

export function TestApiPage() {
  const client = useApiClient();
  const { result, loading, refresh } = useHealth();
  const rows: [string, string][] = [
    ['Base de la API', client.baseUrl],
    ['URL completa', new URL(client.baseUrl, window.location.origin).href],
    ['Origen del sitio', window.location.origin],
    ['Compilación', currentBuildId()],
    ['Modo', import.meta.env.MODE],
  ];
  return (
    <PageSection title="Prueba de URLs API" description="Las direcciones que usa el cliente compartido y la respuesta de /api/health. Todas las llamadas van al mismo origen.">
      <Stack spacing={3}>
        <Paper variant="outlined">
          <Table aria-label="Direcciones de la API">
            <TableBody>
              {rows.map(([name, value]) => (
                <TableRow key={name}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { sm: 220 } }}>
                    {name}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="salud-titulo">
          <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }}>
            <Typography id="salud-titulo" component="h2" variant="h6">
              GET /api/health
            </Typography>
            <Button startIcon={<Refresh />} onClick={refresh} disabled={loading} variant="outlined">
              Volver a consultar
            </Button>
          </Stack>
          {loading || !result ? (
            <Progress value={null} label="Consultando el servicio" />
          ) : (
            <Stack spacing={2} role="status">
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Chip label={result.ok ? 'En línea' : 'Sin respuesta'} color={result.ok ? 'success' : 'error'} />
                <Chip label={`HTTP ${result.status ?? '—'}`} variant="outlined" />
                <Chip label={`${result.ms} ms`} variant="outlined" />
              </Stack>
              {result.error && <Typography color="error">{result.error}</Typography>}
              {result.ok && <JsonBlock value={result.body} label="Respuesta del servicio" />}
            </Stack>
          )}
        </Paper>
      </Stack>
    </PageSection>
  );
}
