// An offer's applicants. Opening one marks it «vista» on the server (and the person is told); the employer reads
// only what the person sent, and moves it forward with an optional message that goes in the person's email.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { ESTADOS_CANDIDATURA, SIGUIENTES_CANDIDATURA, type EstadoCandidatura } from '../../../../../shared/bolsa/valores';
import type { Candidatura } from '../../../../../shared/schemas/bolsa';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';
import { abrirCandidatura, abrirCv, avanzarCandidatura } from '../api/empleador';
import { dia } from './formato';
import { sx } from './estilos';

const estadoDe = (e: string) => ESTADOS_CANDIDATURA[e as EstadoCandidatura] ?? e;

function Detalle({ candidatura, alCambiar }: { candidatura: Candidatura; alCambiar: (c: Candidatura) => void }) {
  const client = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const [cv, setCv] = useState<string | null>(null);
  const siguientes = SIGUIENTES_CANDIDATURA[candidatura.estado as EstadoCandidatura]?.filter((e) => e !== 'vista') ?? [];
  const leerCv = async () => {
    try {
      const url = await abrirCv(client, candidatura.id);
      setCv(url);
      window.open(url, '_blank', 'noopener');
    } catch (e) {
      setError(formErrorMessage(e));
    }
  };
  const avanzar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const estado = String(f.get('estado')) as EstadoCandidatura;
    const definitivo = estado === 'contratada' || estado === 'no_seleccionada';
    if (definitivo && !window.confirm(`¿Marcar la candidatura de ${candidatura.nombre} como «${estadoDe(estado)}»? Le enviaremos un correo y no se puede deshacer.`)) return;
    try {
      alCambiar(await avanzarCandidatura(client, candidatura.id, estado, String(f.get('mensaje') ?? '')));
      setError(null);
    } catch (e) {
      setError(formErrorMessage(e));
    }
  };
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
      <p><strong>{candidatura.declaracion}</strong></p>
      <p>Correo: <a href={`mailto:${candidatura.correo}`}>{candidatura.correo}</a>{candidatura.telefono ? ` · Teléfono: ${candidatura.telefono}` : ''}</p>
      {candidatura.mensaje && <Box component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}>{candidatura.mensaje}</Box>}
      {candidatura.tieneCv && (
        <p>
          <Box component="button" type="button" sx={sx.boton} onClick={() => void leerCv()}>Leer el CV (PDF)</Box>
          {cv && <> <a href={cv} target="_blank" rel="noopener">Abrir el CV de nuevo</a></>}
        </p>
      )}
      {error && <Box component="p" role="alert" sx={sx.error}>{error}</Box>}
      {siguientes.length > 0 && (
        <Box component="form" onSubmit={avanzar} sx={sx.formulario} aria-label={`Avanzar la candidatura de ${candidatura.nombre}`}>
          <label>
            <span>Nuevo estado</span>
            <select name="estado" required defaultValue={siguientes[0]}>{siguientes.map((e) => <option key={e} value={e}>{estadoDe(e)}</option>)}</select>
          </label>
          <label>
            <span>Mensaje para la persona (opcional; va en el correo)</span>
            <textarea name="mensaje" rows={3} maxLength={2000} />
          </label>
          <Box component="button" type="submit" sx={sx.boton}>Cambiar estado</Box>
        </Box>
      )}
    </Box>
  );
}

export function CandidatosOferta({ candidaturas, alCambiar }: { candidaturas: Candidatura[]; alCambiar: () => void }) {
  const client = useApiClient();
  const [abierta, setAbierta] = useState<Candidatura | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abrir = async (c: Candidatura) => {
    if (abierta?.id === c.id) return setAbierta(null);
    try {
      setAbierta(await abrirCandidatura(client, c.id));
      if (c.estado === 'enviada') alCambiar();
    } catch (e) {
      setError(formErrorMessage(e));
    }
  };
  if (!candidaturas.length) return <p>Aún no hay candidaturas.</p>;
  return (
    <>
      {error && <Box component="p" role="alert" sx={sx.error}>{error}</Box>}
      <Box component="ul" sx={sx.lista}>
        {candidaturas.map((c) => (
          <li key={c.id}>
            <Box component="article" sx={sx.tarjeta} aria-label={`Candidatura de ${c.nombre}`}>
              <Box component="h3" sx={{ m: 0 }}>{c.nombre}</Box>
              <p>{estadoDe(c.estado)} · enviada el {dia(c.createdAt)}{c.porAtender ? ' · espera su respuesta' : ''}</p>
              <Box component="button" type="button" sx={{ ...sx.boton, mt: 1 }} aria-expanded={abierta?.id === c.id} onClick={() => void abrir(c)}>
                {abierta?.id === c.id ? 'Ocultar' : 'Abrir la candidatura'}
              </Box>
              {abierta?.id === c.id && <Detalle candidatura={abierta} alCambiar={(n) => { setAbierta(n); alCambiar(); }} />}
            </Box>
          </li>
        ))}
      </Box>
    </>
  );
}
