import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { AccessDenied, CanAccess, Title, useCanAccess, useTranslate } from 'react-admin';
import type { Mapeo, ResultadoImportacion } from '../../../shared/schemas/importaciones';
import { useIsSmall } from '../common/useIsSmall';
import { R } from '../resourceNames';
import { ArchivoPaso } from './ArchivoPaso';
import { Conteos } from './Conteos';
import { Historial } from './Historial';
import { MapeoPaso } from './MapeoPaso';
import { ResultadoPaso } from './ResultadoPaso';
import { subirImportacion } from './uploader';
import { VistaPrevia } from './VistaPrevia';

type Fase = 'elegir' | 'subiendo' | 'validando' | 'revisar' | 'importando' | 'terminado';

const PASOS = ['archivo', 'validacion', 'mapeo', 'vista_previa', 'resultado'] as const;
const PASO_DE: Record<Fase, number> = { elegir: 0, subiendo: 1, validando: 1, revisar: 3, importando: 4, terminado: 5 };

const Progreso = ({ fase, fraccion }: { fase: Fase; fraccion: number }) => {
  const translate = useTranslate();
  const subiendo = fase === 'subiendo';
  const texto = subiendo
    ? translate('app.carga_masiva.progreso.subiendo', { pct: Math.round(fraccion * 100) })
    : translate(fase === 'importando' ? 'app.carga_masiva.progreso.importando' : 'app.carga_masiva.progreso.validando');
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {texto}
      </Typography>
      <LinearProgress
        variant={subiendo ? 'determinate' : 'indeterminate'}
        value={subiendo ? Math.round(fraccion * 100) : undefined}
        aria-label={texto}
      />
    </Box>
  );
};

const Pasos = ({ activo }: { activo: number }) => {
  const translate = useTranslate();
  const small = useIsSmall();
  if (small) {
    const paso = Math.min(activo, PASOS.length - 1);
    return (
      <Typography variant="overline" component="p">
        {`${paso + 1} / ${PASOS.length} · ${translate(`app.carga_masiva.steps.${PASOS[paso]}`)}`}
      </Typography>
    );
  }
  return (
    <Stepper activeStep={activo} alternativeLabel>
      {PASOS.map((p) => (
        <Step key={p}>
          <StepLabel>{translate(`app.carga_masiva.steps.${p}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};

/** /egresados/cargamasiva: choose a file, let the server check it, fix the mapping, import the valid rows. */
const CargaMasiva = () => {
  const translate = useTranslate();
  const { canAccess: puedeImportar } = useCanAccess({ resource: R.egresados.importaciones, action: 'create' });
  const [fase, setFase] = useState<Fase>('elegir');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [fraccion, setFraccion] = useState(0);
  const [simulacion, setSimulacion] = useState<ResultadoImportacion | null>(null);
  const [mapeo, setMapeo] = useState<Mapeo>({});
  const [resultado, setResultado] = useState<ResultadoImportacion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const abort = useRef<AbortController | null>(null);

  const enviar = async (file: File, simular: boolean, conMapeo?: Mapeo) => {
    abort.current?.abort();
    abort.current = new AbortController();
    setError(null);
    setFraccion(0);
    setFase(simular ? 'subiendo' : 'importando');
    try {
      const answer = await subirImportacion({
        archivo: file,
        mapeo: conMapeo,
        simular,
        vistaPrevia: simular,
        signal: abort.current.signal,
        onProgress: (f) => {
          setFraccion(f);
          if (simular && f >= 1) setFase('validando');
        },
      });
      if (simular) {
        setSimulacion(answer);
        setMapeo(answer.mapeo);
        setFase('revisar');
      } else {
        setResultado(answer);
        setFase('terminado');
        setVersion((v) => v + 1);
      }
    } catch (e) {
      if ((e as Error).name === 'AbortError') return;
      setError((e as Error).message || translate('app.carga_masiva.errores.subida'));
      setFase(simulacion ? 'revisar' : 'elegir');
    }
  };

  const reiniciar = () => {
    abort.current?.abort();
    setFase('elegir');
    setArchivo(null);
    setSimulacion(null);
    setResultado(null);
    setMapeo({});
    setError(null);
  };

  const validas = simulacion ? simulacion.total - simulacion.rechazados : 0;
  const ocupado = fase === 'subiendo' || fase === 'validando' || fase === 'importando';

  return (
    <Stack spacing={2} sx={{ my: 2, minWidth: 0 }}>
      <Title title="app.carga_masiva.title" />
      <Typography variant="h5" component="h1">
        {translate('app.carga_masiva.title')}
      </Typography>
      {puedeImportar ? (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={3}>
              <Typography color="text.secondary">{translate('app.carga_masiva.intro')}</Typography>
              <Pasos activo={PASO_DE[fase]} />
              {error ? (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              ) : null}
              {fase === 'elegir' ? (
                <>
                  <ArchivoPaso archivo={archivo} onArchivo={setArchivo} />
                  <Box>
                    <Button variant="contained" size="large" disabled={!archivo} onClick={() => archivo && void enviar(archivo, true)}>
                      {translate('app.carga_masiva.archivo.revisar')}
                    </Button>
                  </Box>
                </>
              ) : null}
              {ocupado ? <Progreso fase={fase} fraccion={fraccion} /> : null}
              {simulacion && (fase === 'revisar' || fase === 'validando' || fase === 'subiendo') && archivo ? (
                <>
                  <MapeoPaso resultado={simulacion} mapeo={mapeo} onChange={setMapeo} onRevisar={() => void enviar(archivo, true, mapeo)} ocupado={ocupado} />
                  <Conteos
                    items={[
                      { label: translate('app.carga_masiva.resumen.total'), value: simulacion.total },
                      { label: translate('app.carga_masiva.resumen.validas'), value: validas, color: 'success' },
                      { label: translate('app.carga_masiva.resumen.con_errores'), value: simulacion.rechazados, color: simulacion.rechazados ? 'error' : undefined },
                      ...(simulacion.creados || simulacion.actualizados
                        ? [
                            { label: translate('app.carga_masiva.resumen.nuevas'), value: simulacion.creados },
                            { label: translate('app.carga_masiva.resumen.actualizadas'), value: simulacion.actualizados },
                          ]
                        : []),
                    ]}
                  />
                  <VistaPrevia resultado={simulacion} />
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <Button
                      variant="contained"
                      size="large"
                      startIcon={<PlayArrowIcon />}
                      disabled={ocupado || validas === 0}
                      onClick={() => void enviar(archivo, false, mapeo)}
                    >
                      {validas ? translate('app.carga_masiva.importar.boton', { smart_count: validas }) : translate('app.carga_masiva.importar.ninguna')}
                    </Button>
                    <Button onClick={reiniciar}>{translate('app.carga_masiva.importar.empezar_de_nuevo')}</Button>
                  </Stack>
                </>
              ) : null}
              {fase === 'terminado' && resultado ? (
                <>
                  <ResultadoPaso resultado={resultado} />
                  <Box>
                    <Button variant="contained" onClick={reiniciar}>
                      {translate('app.carga_masiva.importar.empezar_de_nuevo')}
                    </Button>
                  </Box>
                </>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      <Historial version={version} />
    </Stack>
  );
};

export const CargaMasivaPage = () => (
  <CanAccess resource={R.egresados.importaciones} action="list" accessDenied={<AccessDenied />}>
    <CargaMasiva />
  </CanAccess>
);
