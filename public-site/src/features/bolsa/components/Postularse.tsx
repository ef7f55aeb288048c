// The apply form on an offer's page, for a signed-in graduate (link session) or servicio social student: a short
// message, the consent to share their data with this employer, and a CV (optional when one is already stored).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import { AVISOS } from '../../../../../shared/privacidad';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage, serverFieldErrors } from '../../../lib/form';
import { postularse } from '../api/postulante';
import { sx } from './estilos';

/** `estudiante`: a servicio social student, whose CV is the one kept in their profile. */
export function Postularse({ ofertaId, empleador, estudiante = false }: { ofertaId: number; empleador: string; estudiante?: boolean }) {
  const client = useApiClient();
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [hecho, setHecho] = useState(false);
  const [enviando, setEnviando] = useState(false);

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const cv = f.get('cv');
    setEnviando(true);
    setErrores({});
    setGeneral(null);
    try {
      await postularse(client, ofertaId, { mensaje: String(f.get('mensaje') ?? ''), consentimiento: f.get('consentimiento') === 'on' }, cv instanceof File && cv.size ? cv : null);
      setHecho(true);
    } catch (error) {
      const porCampo = serverFieldErrors(error);
      setErrores(porCampo);
      setGeneral(Object.keys(porCampo).length ? null : formErrorMessage(error));
    } finally {
      setEnviando(false);
    }
  };

  if (hecho) {
    const seguir = estudiante ? <Link to="/bolsa-de-trabajo#candidaturas">«Mis candidaturas» de la bolsa de trabajo</Link> : <Link to="/egresados/mi-espacio">«Mi espacio»</Link>;
    return <p role="status">Listo: su candidatura se envió. Siga su estado en {seguir}; le escribiremos a su correo en cada cambio.</p>;
  }
  return (
    <Box component="form" sx={sx.formulario} onSubmit={enviar}>
      {general && <Box component="p" role="alert" sx={sx.error}>{general}</Box>}
      <label>
        <span>Mensaje para el empleador (opcional)</span>
        <textarea name="mensaje" rows={4} maxLength={2000} aria-invalid={errores.mensaje ? true : undefined} />
        {errores.mensaje && <Box component="span" sx={sx.campoError}>{errores.mensaje}</Box>}
      </label>
      <label>
        <span>{estudiante ? 'CV en PDF (si no adjunta uno, enviamos el de su perfil de servicio social)' : 'CV en PDF (si no adjunta uno, enviamos el que tiene guardado)'}</span>
        <input name="cv" type="file" accept="application/pdf" aria-invalid={errores.cv ? true : undefined} />
        {errores.cv && <Box component="span" sx={sx.campoError}>{errores.cv}</Box>}
      </label>
      <Box component="label" sx={sx.casilla}>
        <input name="consentimiento" type="checkbox" aria-invalid={errores.consentimiento ? true : undefined} />
        <span>Acepto compartir con {empleador} mi nombre, correo, teléfono, CV y mensaje, y la constancia de mi programa (<a href={AVISOS.bolsa.url}>aviso de privacidad</a>).</span>
      </Box>
      {errores.consentimiento && <Box component="p" sx={sx.campoError}>{errores.consentimiento}</Box>}
      <Box component="button" type="submit" sx={sx.boton} disabled={enviando}>{enviando ? 'Enviando…' : 'Postularme'}</Box>
    </Box>
  );
}
