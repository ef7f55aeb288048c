import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { AccessDenied, CanAccess, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CargaElegibles } from '../../../../shared/schemas/servicio-social';
import { tamanoLegible } from '../../cargamasiva/ArchivoPaso';
import { Conteos } from '../../cargamasiva/Conteos';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { R } from '../../resourceNames';

const c = (key: string) => `app.servicio_social.carga.${key}`;
const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function problemaDe(file: File): string | null {
  if (!/\.(csv|txt|xlsx)$/i.test(file.name)) return c('tipo_invalido');
  if (file.size === 0) return c('vacio');
  return null;
}

/** A table of refused rows with a caption, for the result. */
const Filas = ({ titulo, columnas, filas }: { titulo: string; columnas: string[]; filas: (string | number)[][] }) => {
  const translate = useTranslate();
  if (!filas.length) return null;
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0' }}>{translate(titulo)}</caption>
        <TableHead>
          <TableRow>
            {columnas.map((col) => (
              <TableCell key={col}>{translate(col)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila, i) => (
            <TableRow key={i}>
              {fila.map((valor, j) => (
                <TableCell key={j}>{valor}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const Resultado = ({ resultado }: { resultado: CargaElegibles }) => {
  const translate = useTranslate();
  const rechazadas = resultado.noEncontradas.length + resultado.errores.length + resultado.erroresOmitidos;
  return (
    <Stack spacing={2} role="status" aria-live="polite">
      <Typography variant="h6" component="h2">
        {translate(c('resultado'))}
      </Typography>
      <Conteos
        items={[
          { label: translate(c('total')), value: resultado.total },
          { label: translate(c('elegibles')), value: resultado.elegibles, color: 'success' },
          { label: translate(c('no_elegibles')), value: resultado.noElegibles },
          { label: translate(c('no_encontradas')), value: resultado.noEncontradas.length, color: resultado.noEncontradas.length ? 'error' : undefined },
          { label: translate(c('errores')), value: resultado.errores.length + resultado.erroresOmitidos, color: rechazadas - resultado.noEncontradas.length ? 'error' : undefined },
        ]}
      />
      {rechazadas ? null : <Alert severity="success">{translate(c('todo_bien'))}</Alert>}
      {resultado.erroresOmitidos ? <Alert severity="warning">{translate(c('omitidos'), { smart_count: resultado.erroresOmitidos })}</Alert> : null}
      <Filas titulo={c('errores_titulo')} columnas={[c('fila'), c('campo'), c('motivo')]} filas={resultado.errores.map((e) => [e.fila, e.campo, e.mensaje])} />
      <Filas titulo={c('no_encontradas_titulo')} columnas={[c('fila'), c('matricula')]} filas={resultado.noEncontradas.map((n) => [n.fila, n.matricula])} />
      <Box>
        <Button component={Link} to={`/${R.servicioSocial.estudiantes}`}>
          {translate(c('ver_estudiantes'))}
        </Button>
      </Box>
    </Stack>
  );
};

/** One step: pick the school's list, upload it, read what was applied and which rows were refused. */
const CargaElegibles = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [resultado, setResultado] = useState<CargaElegibles | null>(null);

  const elegir = (file: File | undefined) => {
    if (!file) return;
    const p = problemaDe(file);
    setProblema(p);
    setResultado(null);
    setError(null);
    setArchivo(p ? null : file);
  };

  const subir = async () => {
    if (!archivo) return;
    setSubiendo(true);
    setError(null);
    try {
      setResultado(await dataProvider.cargarElegibles(archivo));
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('ra.notification.http_error'));
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ my: 2, minWidth: 0 }}>
      <Title title={c('titulo')} />
      <Typography variant="h5" component="h1">
        {translate(c('titulo'))}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography color="text.secondary">{translate(c('intro'))}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} aria-describedby={helpId} disabled={subiendo}>
                {translate(c(archivo ? 'otro' : 'elegir'))}
              </Button>
              <input
                ref={input}
                type="file"
                accept={ACCEPT}
                hidden
                aria-label={translate(c('elegir'))}
                data-testid="elegibles-input"
                onChange={(event) => {
                  elegir(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <Typography id={helpId} variant="body2" color="text.secondary">
                {translate(c('aceptados'))}
              </Typography>
            </Stack>
            {problema ? <Alert severity="error">{translate(problema)}</Alert> : null}
            {archivo ? <Alert severity="info">{translate(c('elegido'), { nombre: archivo.name, tamano: tamanoLegible(archivo.size) })}</Alert> : null}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {subiendo ? (
              <Box role="status">
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {translate(c('subiendo'))}
                </Typography>
                <LinearProgress aria-label={translate(c('subiendo'))} />
              </Box>
            ) : null}
            <Box>
              <Button variant="contained" size="large" disabled={!archivo || subiendo} onClick={() => void subir()}>
                {translate(c('subir'))}
              </Button>
            </Box>
            {resultado ? <Resultado resultado={resultado} /> : null}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
};

export const CargaElegiblesPage = () => (
  <CanAccess resource={R.servicioSocial.estudiantes} action="edit" accessDenied={<AccessDenied />}>
    <CargaElegibles />
  </CanAccess>
);
