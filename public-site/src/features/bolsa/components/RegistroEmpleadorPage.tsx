// /bolsa-de-trabajo/empleadores/registro: a company registers (the server checks the RFC's check digit, flags a
// free-mail address to staff and mails the confirmation). Each server message shows next to its field.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import { LEGAL_NO_DISCRIMINACION } from '../../../../../shared/bolsa/valores';
import { AVISOS } from '../../../../../shared/privacidad';
import type { RegistroEmpleadorInput } from '../../../../../shared/schemas/bolsa';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage, serverFieldErrors } from '../../../lib/form';
import { registrarEmpleador } from '../api/ofertas';
import { Campo } from './Campo';
import { CamposLugar } from './CamposLugar';
import { sx } from './estilos';

export function RegistroEmpleadorPage() {
  const client = useApiClient();
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [hecho, setHecho] = useState<string | null>(null);

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const v = (k: string) => String(f.get(k) ?? '');
    const datos: RegistroEmpleadorInput = {
      razonSocial: v('razonSocial'), rfc: v('rfc'), giro: v('giro'), entidad: v('entidad') as RegistroEmpleadorInput['entidad'], municipio: v('municipio'),
      contacto: { nombre: v('contacto.nombre'), correo: v('contacto.correo'), telefono: v('contacto.telefono'), password: v('contacto.password') },
      // Unchecked boxes go as false: the server answers with the message next to each.
      avisoPrivacidad: (f.get('avisoPrivacidad') === 'on') as true, compromisoNoDiscriminacion: (f.get('compromisoNoDiscriminacion') === 'on') as true, apodo: v('apodo'),
    };
    setEnviando(true);
    setErrores({});
    setGeneral(null);
    try {
      setHecho((await registrarEmpleador(client, datos)).message);
      window.scrollTo(0, 0);
    } catch (error) {
      const porCampo = serverFieldErrors(error);
      setErrores(porCampo);
      setGeneral(Object.keys(porCampo).length ? 'Revise los campos marcados.' : formErrorMessage(error));
    } finally {
      setEnviando(false);
    }
  };

  if (hecho) {
    return (
      <PageSection title="Registro recibido" maxWidth="md">
        <p role="status">{hecho}</p>
        <p><Link to="/bolsa-de-trabajo">Ir a la bolsa de trabajo</Link></p>
      </PageSection>
    );
  }

  return (
    <PageSection
      title="Registre su empresa en la bolsa de trabajo"
      description="Publique ofertas de empleo para egresados y estudiantes de la universidad. La oficina verifica cada empresa antes de que publique."
      maxWidth="md"
    >
      <Box component="form" sx={sx.formulario} onSubmit={enviar} noValidate aria-describedby="aviso-simplificado">
        {general && <Box component="p" role="alert" sx={sx.error}>{general}</Box>}
        <fieldset>
          <legend>Empresa</legend>
          <Campo nombre="razonSocial" etiqueta="Razón social" errores={errores}>{(p) => <input {...p} name="razonSocial" autoComplete="organization" required maxLength={200} />}</Campo>
          <Campo nombre="rfc" etiqueta="RFC (12 caracteres para persona moral, 13 para persona física)" errores={errores}>{(p) => <input {...p} name="rfc" required maxLength={15} autoCapitalize="characters" />}</Campo>
          <Campo nombre="giro" etiqueta="Giro o actividad" errores={errores}>{(p) => <input {...p} name="giro" required maxLength={120} />}</Campo>
          <CamposLugar errores={errores} />
        </fieldset>
        <fieldset>
          <legend>Persona de contacto</legend>
          <Campo nombre="contacto.nombre" etiqueta="Nombre completo" errores={errores}>{(p) => <input {...p} name="contacto.nombre" autoComplete="name" required maxLength={160} />}</Campo>
          <Campo nombre="contacto.correo" etiqueta="Correo de la empresa (de preferencia con el dominio de la empresa)" errores={errores}>{(p) => <input {...p} name="contacto.correo" type="email" autoComplete="email" required maxLength={254} />}</Campo>
          <Campo nombre="contacto.telefono" etiqueta="Teléfono (10 dígitos)" errores={errores}>{(p) => <input {...p} name="contacto.telefono" type="tel" autoComplete="tel" required maxLength={20} />}</Campo>
          <Campo nombre="contacto.password" etiqueta="Contraseña (8 caracteres o más)" errores={errores}>{(p) => <input {...p} name="contacto.password" type="password" autoComplete="new-password" required minLength={8} maxLength={256} />}</Campo>
        </fieldset>
        <Box component="p" id="aviso-simplificado" sx={{ m: 0 }}>
          Sus datos se usan para {AVISOS.bolsa.finalidades}. Consulte el <a href={AVISOS.bolsa.url}>aviso de privacidad integral de la bolsa de trabajo</a>.
        </Box>
        <Box component="label" sx={sx.casilla}>
          <input name="avisoPrivacidad" type="checkbox" aria-invalid={errores.avisoPrivacidad ? true : undefined} />
          <span>Leí y acepto el aviso de privacidad de la bolsa de trabajo</span>
        </Box>
        {errores.avisoPrivacidad && <Box component="p" sx={sx.campoError}>{errores.avisoPrivacidad}</Box>}
        <Box component="label" sx={sx.casilla}>
          <input name="compromisoNoDiscriminacion" type="checkbox" aria-invalid={errores.compromisoNoDiscriminacion ? true : undefined} />
          <span>Me comprometo a no discriminar: {LEGAL_NO_DISCRIMINACION}</span>
        </Box>
        {errores.compromisoNoDiscriminacion && <Box component="p" sx={sx.campoError}>{errores.compromisoNoDiscriminacion}</Box>}
        {/* Bots fill every field; people never see this one. */}
        <Box component="label" aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          Apodo <input name="apodo" tabIndex={-1} autoComplete="off" />
        </Box>
        <Box component="button" type="submit" sx={sx.boton} disabled={enviando}>{enviando ? 'Enviando…' : 'Registrar empresa'}</Box>
      </Box>
    </PageSection>
  );
}
