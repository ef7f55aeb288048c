import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../../../shared/api/errors';
import type { Encuesta } from '../../../../../shared/schemas/seguimiento';
import { revisarRespuestas, visibles, type Respuestas, type Seccion, type ValorRespuesta } from '../../../../../shared/seguimiento/respuestas';
import { PageLoader } from '../../../components/PageLoader';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';
import { guardarEncuesta, leerEncuesta } from '../api/encuesta';
import { AvisoEncuesta } from './AvisoEncuesta';
import { PreguntaCampo } from './PreguntaCampo';
import { Revision } from './Revision';

export const ENLACE_ENCUESTA_INVALIDO =
  'Este enlace de encuesta no es válido. Abra el enlace completo de su correo de invitación o escriba a la oficina de seguimiento de egresados para pedir uno nuevo.';
const TITULO = 'Encuesta de seguimiento';

const fecha = (iso: string) => new Date(iso).toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Mexico_City' });

function SinEncuesta({ titulo, mensaje }: { titulo: string; mensaje: string }) {
  return (
    <PageSection maxWidth="sm" title={titulo}>
      <Alert severity="warning">{mensaje}</Alert>
    </PageSection>
  );
}

/** The sections with at least one question shown for these answers (a non-worker skips the job sections). */
const seccionesVisibles = (secciones: Seccion[], respuestas: Respuestas) => {
  const shown = visibles(secciones, respuestas);
  return secciones
    .map((s) => ({ ...s, preguntas: s.preguntas.filter((p) => shown.has(p.clave)) }))
    .filter((s) => s.preguntas.length > 0);
};

type Guardado = 'idle' | 'guardando' | 'guardado' | 'error';

export function EncuestaPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useApiClient();
  const [carga, setCarga] = useState<{ encuesta: Encuesta | null; error: unknown }>({ encuesta: null, error: null });
  const [respuestas, setRespuestas] = useState<Respuestas>({});
  const [paso, setPaso] = useState(0);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [guardado, setGuardado] = useState<Guardado>('idle');
  const [enviada, setEnviada] = useState(false);
  const [corrigiendo, setCorrigiendo] = useState(false);
  const [aviso, setAviso] = useState(false);
  const [envio, setEnvio] = useState<{ pendiente: boolean; error: string | null }>({ pendiente: false, error: null });
  const tituloRef = useRef<HTMLHeadingElement>(null);
  const sucio = useRef(false);

  useEffect(() => {
    if (!token) return;
    leerEncuesta(client, token).then(
      (encuesta) => {
        setCarga({ encuesta, error: null });
        setRespuestas(encuesta.respuestas ?? {});
        setEnviada(encuesta.enviada);
      },
      (error: unknown) => setCarga({ encuesta: null, error }),
    );
  }, [client, token]);

  const encuesta = carga.encuesta;
  const secciones = useMemo(() => (encuesta ? seccionesVisibles(encuesta.cuestionario.secciones, respuestas) : []), [encuesta, respuestas]);
  const enRevision = paso >= secciones.length;
  // After sending, changes are kept on screen until sent again: a draft save never un-sends.
  const autoguardar = !enviada;

  const guardar = useCallback(async () => {
    if (!sucio.current || !autoguardar) return;
    sucio.current = false;
    setGuardado('guardando');
    try {
      await guardarEncuesta(client, token, respuestas, false);
      setGuardado('guardado');
    } catch (error) {
      sucio.current = true;
      setGuardado('error');
      if (error instanceof ApiError && error.errors) setErrores(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
    }
  }, [autoguardar, client, respuestas, token]);

  // Saved as they go: a moment after the last change, and on every step.
  useEffect(() => {
    if (!sucio.current) return;
    const t = setTimeout(() => void guardar(), 1200);
    return () => clearTimeout(t);
  }, [respuestas, guardar]);

  // A phone closes the tab or switches app within that moment: the last answers go out as the page is hidden.
  useEffect(() => {
    const alOcultar = (evento: Event) => {
      if ((evento.type !== 'pagehide' && document.visibilityState !== 'hidden') || !sucio.current || !autoguardar) return;
      sucio.current = false;
      guardarEncuesta(client, token, respuestas, false, undefined, true).catch(() => (sucio.current = true));
    };
    document.addEventListener('visibilitychange', alOcultar);
    window.addEventListener('pagehide', alOcultar);
    return () => {
      document.removeEventListener('visibilitychange', alOcultar);
      window.removeEventListener('pagehide', alOcultar);
    };
  }, [autoguardar, client, respuestas, token]);

  const irA = (n: number) => {
    setPaso(n);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => tituloRef.current?.focus());
  };

  if (!token) return <SinEncuesta titulo="Enlace no válido" mensaje={ENLACE_ENCUESTA_INVALIDO} />;
  if (carga.error instanceof ApiError && carga.error.status === 410) return <SinEncuesta titulo="La encuesta ya cerró" mensaje={carga.error.message} />;
  if (carga.error instanceof ApiError && (carga.error.status === 404 || carga.error.status === 422)) {
    return <SinEncuesta titulo="Enlace no válido" mensaje={carga.error.status === 404 ? carga.error.message : ENLACE_ENCUESTA_INVALIDO} />;
  }
  if (carga.error) {
    return (
      <PageSection maxWidth="sm" title={TITULO}>
        <Alert severity="error">{formErrorMessage(carga.error)}</Alert>
      </PageSection>
    );
  }
  if (!encuesta) return <PageLoader label="Cargando la encuesta" />;

  const cambiar = (clave: string, valor: ValorRespuesta) => {
    sucio.current = true;
    setRespuestas((r) => ({ ...r, [clave]: valor }));
    setErrores(({ [clave]: _quitado, ...resto }) => resto);
  };

  const siguiente = () => {
    const seccion = secciones[paso];
    const { errors } = revisarRespuestas([seccion], respuestas, true);
    const lista = Object.entries(errors);
    if (lista.length) {
      setErrores((e) => ({ ...e, ...Object.fromEntries(lista.map(([k, v]) => [k, v[0]])) }));
      document.getElementById(`pregunta-${lista[0][0]}`)?.focus();
      return;
    }
    void guardar();
    irA(paso + 1);
  };

  const enviar = async () => {
    if (!encuesta.avisoAceptado && !aviso) {
      setEnvio({ pendiente: false, error: 'Para enviar, acepte el aviso de privacidad.' });
      return;
    }
    setEnvio({ pendiente: true, error: null });
    try {
      await guardarEncuesta(client, token, respuestas, true, aviso || undefined);
      sucio.current = false;
      setEnviada(true);
      setCorrigiendo(false);
      setEnvio({ pendiente: false, error: null });
      irA(0);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const porClave = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]]));
        setErrores(porClave);
        const primera = secciones.findIndex((s) => s.preguntas.some((p) => porClave[p.clave]));
        if (primera >= 0) irA(primera);
      }
      setEnvio({ pendiente: false, error: formErrorMessage(error) });
    }
  };

  const cierre = fecha(encuesta.aplicacion.cierre);
  const descripcion = encuesta.egresado
    ? `Su opinión sobre el desempeño de ${encuesta.egresado}. Disponible hasta el ${cierre}.`
    : `${encuesta.aplicacion.nombre}. Disponible hasta el ${cierre}; puede guardar y continuar después con el mismo enlace.`;

  if (enviada && !corrigiendo) {
    return (
      <PageSection maxWidth="md" title={encuesta.cuestionario.nombre} description={descripcion}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            ¡Gracias! Recibimos sus respuestas. Puede corregirlas hasta el {cierre} con este mismo enlace.
          </Alert>
          <Button variant="outlined" onClick={() => { setCorrigiendo(true); irA(0); }} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
            Corregir mis respuestas
          </Button>
        </Stack>
      </PageSection>
    );
  }

  const total = secciones.length + 1;
  const progreso = Math.round((100 * Math.min(paso, secciones.length)) / secciones.length);
  const seccion = secciones[paso];
  return (
    <PageSection maxWidth="md" title={encuesta.cuestionario.nombre} description={descripcion}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" color="text.secondary" id="progreso-encuesta">
            {enRevision ? `Revisión (paso ${total} de ${total})` : `Sección ${paso + 1} de ${secciones.length}`} · {progreso} % completado
          </Typography>
          <LinearProgress variant="determinate" value={progreso} aria-labelledby="progreso-encuesta" sx={{ mt: 0.5, height: 8, borderRadius: 4 }} />
          <Typography variant="caption" color="text.secondary" role="status" aria-live="polite" sx={{ display: 'block', minHeight: 20, mt: 0.5 }}>
            {enviada ? 'Corrigiendo: sus cambios se guardan al enviar de nuevo.' : guardado === 'guardando' ? 'Guardando…' : guardado === 'guardado' ? 'Respuestas guardadas.' : guardado === 'error' ? 'No se pudo guardar; se reintentará.' : ''}
          </Typography>
        </Box>
        {/* The notice comes before the first answer is saved (as they are typed), as beside every other form. */}
        {paso === 0 && !enRevision && !enviada && !encuesta.avisoAceptado && <AvisoEncuesta />}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          {enRevision ? (
            <Stack spacing={2}>
              <Typography component="h2" variant="h5" tabIndex={-1} ref={tituloRef} sx={{ fontWeight: 700, outline: 'none' }}>
                Revise sus respuestas
              </Typography>
              <Revision secciones={secciones} respuestas={respuestas} onEditar={irA} />
              {!encuesta.avisoAceptado && <AvisoEncuesta checked={aviso} onChange={setAviso} />}
              {envio.error && <Alert severity="error" role="alert">{envio.error}</Alert>}
              <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Button variant="outlined" onClick={() => irA(secciones.length - 1)}>Anterior</Button>
                <Button variant="contained" onClick={() => void enviar()} loading={envio.pendiente}>
                  {enviada ? 'Enviar correcciones' : 'Enviar respuestas'}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Stack spacing={3} component="form" noValidate onSubmit={(e) => { e.preventDefault(); siguiente(); }}>
              <Box>
                <Typography component="h2" variant="h5" tabIndex={-1} ref={tituloRef} sx={{ fontWeight: 700, outline: 'none' }}>
                  {seccion.titulo}
                </Typography>
                {seccion.descripcion && <Typography color="text.secondary">{seccion.descripcion}</Typography>}
                <Typography variant="caption" color="text.secondary">Las preguntas marcadas con * son obligatorias.</Typography>
              </Box>
              {seccion.preguntas.map((p) => (
                <PreguntaCampo key={p.clave} pregunta={p} valor={respuestas[p.clave]} error={errores[p.clave]} onChange={(v) => cambiar(p.clave, v)} />
              ))}
              <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Button variant="outlined" disabled={paso === 0} onClick={() => { void guardar(); irA(paso - 1); }}>Anterior</Button>
                <Button variant="contained" type="submit">{paso === secciones.length - 1 ? 'Revisar respuestas' : 'Siguiente'}</Button>
              </Stack>
            </Stack>
          )}
        </Paper>
      </Stack>
    </PageSection>
  );
}
