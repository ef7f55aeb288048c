// The employer's offer form, for a new offer and for an edit. It has no field for age, sex, marital status or the
// like; the server still reads the text, and its 422 (the quoted phrase and the law) shows next to the field.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { DIAS_MAXIMOS_OFERTA, JORNADAS, LEGAL_NO_DISCRIMINACION, MODALIDADES } from '../../../../../shared/bolsa/valores';
import type { Oferta, OfertaDatosInput } from '../../../../../shared/schemas/bolsa';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage, serverFieldErrors } from '../../../lib/form';
import { useProgramas } from '../api/catalogos';
import { crearOferta, editarOferta } from '../api/empleador';
import { Campo } from './Campo';
import { CamposLugar } from './CamposLugar';
import { sx } from './estilos';
import { htmlDeTexto, textoDeHtml } from './texto-enriquecido';

export function FormularioOferta({ oferta, alGuardar }: { oferta?: Oferta; alGuardar: (o: Oferta) => void }) {
  const client = useApiClient();
  const niveles = useProgramas();
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const v = (k: string) => String(f.get(k) ?? '').trim();
    const numero = (k: string) => (v(k) === '' ? undefined : Number(v(k)));
    const datos: OfertaDatosInput = {
      titulo: v('titulo'), descripcion: htmlDeTexto(v('descripcion')), programaIds: f.getAll('programaIds').map(Number),
      modalidad: v('modalidad') as OfertaDatosInput['modalidad'], entidad: v('entidad') as OfertaDatosInput['entidad'], municipio: v('municipio'),
      jornada: v('jornada') as OfertaDatosInput['jornada'], sueldoMin: numero('sueldoMin'), sueldoMax: numero('sueldoMax'),
      plazas: numero('plazas') as number, cierre: v('cierre'), postulacionExterna: v('postulacionExterna') || undefined,
    };
    setEnviando(true);
    setErrores({});
    setGeneral(null);
    try {
      alGuardar(oferta ? await editarOferta(client, oferta.id, datos) : await crearOferta(client, datos));
    } catch (error) {
      const porCampo = serverFieldErrors(error);
      setErrores(porCampo);
      setGeneral(Object.keys(porCampo).length ? 'Revise los campos marcados.' : formErrorMessage(error));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box component="form" sx={sx.formulario} onSubmit={enviar} noValidate aria-label={oferta ? 'Editar la oferta' : 'Nueva oferta'}>
      {general && <Box component="p" role="alert" sx={sx.error}>{general}</Box>}
      <Box component="p" sx={{ m: 0 }}>{LEGAL_NO_DISCRIMINACION} Describa el puesto y lo que se necesita para hacerlo, no a la persona.</Box>
      <Campo nombre="titulo" etiqueta="Título del puesto" errores={errores}>{(p) => <input {...p} name="titulo" required maxLength={160} defaultValue={oferta?.titulo} />}</Campo>
      <Campo nombre="descripcion" etiqueta="Descripción (funciones, requisitos, prestaciones; deje una línea en blanco entre párrafos)" errores={errores}>
        {(p) => <textarea {...p} name="descripcion" required rows={8} maxLength={20000} defaultValue={oferta ? textoDeHtml(oferta.descripcion) : undefined} />}
      </Campo>
      <fieldset aria-describedby={errores.programaIds ? "error-programas" : undefined}>
        <legend>Programas a los que se dirige</legend>
        {niveles === null ? <p>Cargando los programas…</p> : niveles.flatMap((n) => n.programas.map((p) => (
          <Box component="label" key={p.id} sx={sx.casilla}>
            <input type="checkbox" name="programaIds" value={p.id} defaultChecked={oferta?.programaIds.includes(p.id)} />
            <span>{p.nombre} ({n.nombre})</span>
          </Box>
        )))}
        {errores.programaIds && <Box component="p" id={"error-programas"} sx={sx.campoError}>{errores.programaIds}</Box>}
      </fieldset>
      <Campo nombre="modalidad" etiqueta="Modalidad" errores={errores}>
        {(p) => <select {...p} name="modalidad" required defaultValue={oferta?.modalidad ?? ''}><option value="">Seleccione…</option>{Object.entries(MODALIDADES).map(([k, n]) => <option key={k} value={k}>{n}</option>)}</select>}
      </Campo>
      <Campo nombre="jornada" etiqueta="Jornada" errores={errores}>
        {(p) => <select {...p} name="jornada" required defaultValue={oferta?.jornada ?? ''}><option value="">Seleccione…</option>{Object.entries(JORNADAS).map(([k, n]) => <option key={k} value={k}>{n}</option>)}</select>}
      </Campo>
      <CamposLugar errores={errores} entidad={oferta?.entidad} municipio={oferta?.municipio} />
      <fieldset>
        <legend>Sueldo mensual en pesos (deje ambos vacíos para «no publicado»)</legend>
        <Campo nombre="sueldoMin" etiqueta="Desde" errores={errores}>{(p) => <input {...p} name="sueldoMin" type="number" inputMode="numeric" min={1} step={1} defaultValue={oferta?.sueldoMin ?? undefined} />}</Campo>
        <Campo nombre="sueldoMax" etiqueta="Hasta" errores={errores}>{(p) => <input {...p} name="sueldoMax" type="number" inputMode="numeric" min={1} step={1} defaultValue={oferta?.sueldoMax ?? undefined} />}</Campo>
      </fieldset>
      <Campo nombre="plazas" etiqueta="Número de plazas" errores={errores}>{(p) => <input {...p} name="plazas" type="number" inputMode="numeric" required min={1} max={999} defaultValue={oferta?.plazas ?? 1} />}</Campo>
      <Campo nombre="cierre" etiqueta={`Fecha de cierre (a lo más ${DIAS_MAXIMOS_OFERTA} días después de publicarse)`} errores={errores}>
        {(p) => <input {...p} name="cierre" type="date" required defaultValue={oferta?.cierre} />}
      </Campo>
      <Campo nombre="postulacionExterna" etiqueta="Dirección para postularse en su sitio (opcional; vacía: las candidaturas llegan a este portal)" errores={errores}>
        {(p) => <input {...p} name="postulacionExterna" type="url" inputMode="url" maxLength={500} placeholder="https://" defaultValue={oferta?.postulacionExterna ?? undefined} />}
      </Campo>
      <Box component="button" type="submit" sx={sx.boton} disabled={enviando}>{enviando ? 'Enviando…' : oferta ? 'Guardar y enviar a revisión' : 'Enviar a revisión'}</Box>
    </Box>
  );
}
