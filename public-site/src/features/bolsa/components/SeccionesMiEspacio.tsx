// The bolsa's sections of «Mi espacio de egresado»: the CV, the applications with their state, and the job alert.
// Plain elements over the site's styles, like the rest of the bolsa's public pages.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ESTADOS_CANDIDATURA, MODALIDADES, type EstadoCandidatura, type Modalidad } from '../../../../../shared/bolsa/valores';
import type { Alerta, Candidatura } from '../../../../../shared/schemas/bolsa';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage, serverFieldErrors } from '../../../lib/form';
import { guardarAlerta, leerAlerta, leerMiCv, misCandidaturas, retirarCandidatura, subirMiCv, type MiCv } from '../api/postulante';
import { dia } from './formato';
import { sx } from './estilos';

export function MiCurriculum() {
  const client = useApiClient();
  const [cv, setCv] = useState<MiCv | null>(null);
  const [mensaje, setMensaje] = useState<{ error: boolean; texto: string } | null>(null);
  useEffect(() => {
    leerMiCv(client).then(setCv, () => setCv({ tieneCv: false, nombre: null }));
  }, [client]);
  const subir = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const archivo = new FormData(event.currentTarget).get('cv');
    if (!(archivo instanceof File) || !archivo.size) return setMensaje({ error: true, texto: 'Elija su CV en PDF' });
    try {
      setCv(await subirMiCv(client, archivo));
      setMensaje({ error: false, texto: 'Su CV quedó guardado.' });
    } catch (error) {
      setMensaje({ error: true, texto: serverFieldErrors(error).cv ?? formErrorMessage(error) });
    }
  };
  return (
    <Box component="form" sx={sx.formulario} onSubmit={subir}>
      <p>{cv?.tieneCv ? `Su CV actual: ${cv.nombre}. Se envía con cada postulación, salvo que adjunte otro.` : 'Aún no ha subido su CV.'}</p>
      <label>
        <span>CV en PDF (hasta 5 MB)</span>
        <input name="cv" type="file" accept="application/pdf" />
      </label>
      {mensaje && <Box component="p" role={mensaje.error ? 'alert' : 'status'} sx={mensaje.error ? sx.error : undefined}>{mensaje.texto}</Box>}
      <Box component="button" type="submit" sx={sx.boton}>Guardar CV</Box>
    </Box>
  );
}

export function MisCandidaturas() {
  const client = useApiClient();
  const [lista, setLista] = useState<Candidatura[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cargar = useCallback(() => misCandidaturas(client).then(setLista, (e: unknown) => setError(formErrorMessage(e))), [client]);
  useEffect(() => {
    void cargar();
  }, [cargar]);
  const retirar = async (c: Candidatura) => {
    if (!window.confirm(`¿Retirar su candidatura a «${c.oferta}»? El empleador ya no la considerará y no podrá postularse de nuevo a esta oferta.`)) return;
    try {
      await retirarCandidatura(client, c.id);
      await cargar();
    } catch (e) {
      setError(formErrorMessage(e));
    }
  };
  if (error) return <Box component="p" role="alert" sx={sx.error}>{error}</Box>;
  if (!lista) return <p>Cargando sus candidaturas…</p>;
  if (!lista.length) return <p>Aún no se postula a ninguna oferta. <Link to="/bolsa-de-trabajo">Buscar ofertas</Link></p>;
  return (
    <Box component="ul" sx={sx.lista}>
      {lista.map((c) => (
        <li key={c.id}>
          <Box component="article" sx={sx.tarjeta}>
            <h3><Link to={`/bolsa-de-trabajo/oferta?id=${c.ofertaId}`}>{c.oferta}</Link></h3>
            <p>{c.empleador} · enviada el {dia(c.createdAt)}</p>
            <p><strong>{ESTADOS_CANDIDATURA[c.estado as EstadoCandidatura] ?? c.estado}</strong> desde el {dia(c.estadoEn)}</p>
            {c.sinRespuesta && <p>El empleador aún no responde (20 días hábiles). La oficina ya lo sabe y le dará seguimiento.</p>}
            {['enviada', 'vista', 'en_proceso'].includes(c.estado) && (
              <Box component="button" type="button" sx={{ ...sx.boton, mt: 1 }} onClick={() => void retirar(c)}>Retirar candidatura</Box>
            )}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** Without a program chosen, the server subscribes the person to their own program. */
export function AlertasEmpleo() {
  const client = useApiClient();
  const [alerta, setAlerta] = useState<Alerta | null>(null);
  const [mensaje, setMensaje] = useState<{ error: boolean; texto: string } | null>(null);
  useEffect(() => {
    leerAlerta(client).then(setAlerta, () => setAlerta({ programaIds: [], modalidades: [], entidades: [], activa: false }));
  }, [client]);
  if (!alerta) return <p>Cargando su alerta…</p>;
  const guardar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const siguiente: Alerta = {
      programaIds: alerta.programaIds,
      modalidades: f.getAll('modalidades').map(String) as Modalidad[],
      entidades: alerta.entidades,
      activa: f.get('activa') === 'on',
    };
    try {
      setAlerta(await guardarAlerta(client, siguiente));
      setMensaje({ error: false, texto: siguiente.activa ? 'Listo: recibirá un resumen semanal cuando haya ofertas nuevas.' : 'Listo: su alerta quedó desactivada.' });
    } catch (error) {
      setMensaje({ error: true, texto: formErrorMessage(error) });
    }
  };
  return (
    <Box component="form" sx={sx.formulario} onSubmit={guardar}>
      <Box component="label" sx={sx.casilla}>
        <input name="activa" type="checkbox" defaultChecked={alerta.activa} />
        <span>Enviarme cada semana las ofertas nuevas para mi programa</span>
      </Box>
      <fieldset>
        <legend>Modalidades (ninguna marcada: todas)</legend>
        {Object.entries(MODALIDADES).map(([k, v]) => (
          <Box component="label" key={k} sx={sx.casilla}>
            <input name="modalidades" type="checkbox" value={k} defaultChecked={alerta.modalidades.includes(k as Modalidad)} />
            <span>{v}</span>
          </Box>
        ))}
      </fieldset>
      {mensaje && <Box component="p" role={mensaje.error ? 'alert' : 'status'} sx={mensaje.error ? sx.error : undefined}>{mensaje.texto}</Box>}
      <Box component="button" type="submit" sx={sx.boton}>Guardar alerta</Box>
    </Box>
  );
}
