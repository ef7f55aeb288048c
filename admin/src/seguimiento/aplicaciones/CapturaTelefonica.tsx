import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { revisarRespuestas, visibles, type CapturaTelefonica as Captura, type Respuestas } from '../../../../shared/schemas/seguimiento';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { ts } from '../textos';
import { PreguntaCaptura } from './PreguntaCaptura';

interface Props {
  /** The invitation of the graduate being called. */
  invitacionId: number;
  onClose: () => void;
  onSaved: () => void;
}

const primerError = (errors: Record<string, string[] | string>) =>
  Object.fromEntries(Object.entries(errors).map(([clave, m]) => [clave, Array.isArray(m) ? m[0] : m]));

function Formulario({ captura, invitacionId, tituloId, onClose, onSaved }: Props & { captura: Captura; tituloId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [respuestas, setRespuestas] = useState<Respuestas>(captura.respuestas ?? {});
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const avisoRef = useRef<HTMLDivElement>(null);
  const { secciones } = captura.cuestionario;
  const shown = visibles(secciones, respuestas);

  const fallar = (mensaje: string, errors: Record<string, string>) => {
    setErrores(errors);
    setAviso(mensaje);
    // The summary takes the focus, so a screen reader hears why nothing was saved.
    requestAnimationFrame(() => avisoRef.current?.focus());
  };

  const guardar = async (enviar: boolean) => {
    // The same rules the server applies; it checks again, so a stale form cannot slip through.
    const { errors } = revisarRespuestas(secciones, respuestas, enviar);
    if (Object.keys(errors).length) return fallar(translate(ts('captura.revise')), primerError(errors));
    setGuardando(true);
    try {
      await dataProvider.guardarCaptura(invitacionId, { respuestas, enviar });
      notify(ts(enviar ? 'captura.enviada' : 'captura.guardada'), { type: 'success', messageArgs: { nombre: captura.egresado } });
      onSaved();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      fallar(error instanceof Error ? error.message : translate('ra.notification.http_error'), body?.errors ?? {});
    } finally {
      setGuardando(false);
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Typography>
            {translate(ts('captura.contacto'), { matricula: captura.contacto.matricula })}{' '}
            {captura.contacto.telefono ? <Link href={`tel:${captura.contacto.telefono}`}>{captura.contacto.telefono}</Link> : translate(ts('captura.sin_telefono'))}
          </Typography>
          {captura.enviada ? <Alert severity="info">{translate(ts('captura.ya_enviada'))}</Alert> : null}
          {aviso ? <Alert severity="error" ref={avisoRef} tabIndex={-1}>{aviso}</Alert> : null}
          {secciones.map((seccion, i) => {
            const preguntas = seccion.preguntas.filter((p) => shown.has(p.clave));
            if (!preguntas.length) return null;
            return (
              <Box component="section" key={seccion.titulo} aria-labelledby={`${tituloId}-s${i}`}>
                <Typography id={`${tituloId}-s${i}`} component="h3" variant="h6" sx={{ mb: 1 }}>{seccion.titulo}</Typography>
                <Stack spacing={2}>
                  {preguntas.map((p) => (
                    <PreguntaCaptura
                      key={p.clave}
                      pregunta={p}
                      valor={respuestas[p.clave]}
                      error={errores[p.clave]}
                      onChange={(valor) => setRespuestas((r) => ({ ...r, [p.clave]: valor }))}
                    />
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={guardando}>{translate('ra.action.cancel')}</Button>
        {captura.enviada ? null : <Button onClick={() => guardar(false)} disabled={guardando}>{translate(ts('captura.guardar'))}</Button>}
        <Button variant="contained" onClick={() => guardar(true)} disabled={guardando}>{translate(ts(captura.enviada ? 'captura.corregir' : 'captura.enviar'))}</Button>
      </DialogActions>
    </>
  );
}

/** Staff read the questionnaire to a graduate without an email and enter the answers (captura telefónica). */
export function CapturaTelefonicaDialog(props: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tituloId = useId();
  const { data, error } = useQuery({
    queryKey: ['seguimiento-captura', props.invitacionId],
    queryFn: () => dataProvider.getCaptura(props.invitacionId),
    gcTime: 0,
  });
  return (
    <Dialog open onClose={props.onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={tituloId}>
      <DialogTitle id={tituloId}>
        {data ? translate(ts('captura.title'), { nombre: data.egresado }) : translate(ts('captura.cargando'))}
      </DialogTitle>
      {data ? (
        <Formulario {...props} captura={data} tituloId={tituloId} />
      ) : (
        <DialogContent>
          {error ? <Alert severity="error">{error.message}</Alert> : <CircularProgress aria-label={translate(ts('captura.cargando'))} />}
        </DialogContent>
      )}
    </Dialog>
  );
}
