// One of the employer's offers: its state and the office's note, editing, closing (or marking it filled), renewing
// once, and its applicants.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import { CANDIDATURA_ABIERTA, DIAS_MAXIMOS_OFERTA, ESTADOS_OFERTA, type EstadoCandidatura, type EstadoOferta } from '../../../../../shared/bolsa/valores';
import type { Candidatura, Oferta } from '../../../../../shared/schemas/bolsa';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage, serverFieldErrors } from '../../../lib/form';
import { candidaturasRecibidas, cerrarOferta, renovarOferta } from '../api/empleador';
import { CandidatosOferta } from './CandidatosOferta';
import { dia, jornada, lugar, modalidad, sueldo } from './formato';
import { sx } from './estilos';

const EDITABLE = ['en_revision', 'con_observaciones', 'publicada'];

export function OfertaEmpleador({ oferta, alCambiar }: { oferta: Oferta; alCambiar: (o: Oferta) => void }) {
  const client = useApiClient();
  const [candidaturas, setCandidaturas] = useState<Candidatura[] | null>(null);
  const [mensaje, setMensaje] = useState<{ error: boolean; texto: string } | null>(null);
  const cargar = useCallback(() => candidaturasRecibidas(client, oferta.id).then(setCandidaturas, (e: unknown) => setMensaje({ error: true, texto: formErrorMessage(e) })), [client, oferta.id]);
  useEffect(() => {
    void cargar();
  }, [cargar]);

  const abiertas = (candidaturas ?? []).filter((c) => CANDIDATURA_ABIERTA.includes(c.estado as EstadoCandidatura)).length;
  const cerrar = async (cubierta: boolean) => {
    const que = cubierta ? 'marcar la oferta como cubierta' : 'cerrar la oferta';
    const siguen = abiertas ? ` Las ${abiertas === 1 ? 'candidatura abierta pasará' : `${abiertas} candidaturas abiertas pasarán`} a «No seleccionada» y cada persona recibirá un correo.` : '';
    if (!window.confirm(`¿Seguro que desea ${que}? Dejará de aparecer en la búsqueda y no recibirá más candidaturas.${siguen} No se puede deshacer.`)) return;
    try {
      alCambiar(await cerrarOferta(client, oferta.id, cubierta));
      setMensaje({ error: false, texto: cubierta ? 'La oferta quedó cubierta y cerrada.' : 'La oferta quedó cerrada.' });
      await cargar();
    } catch (e) {
      setMensaje({ error: true, texto: formErrorMessage(e) });
    }
  };
  const renovar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cierre = String(new FormData(event.currentTarget).get('cierre') ?? '');
    try {
      alCambiar(await renovarOferta(client, oferta.id, cierre));
      setMensaje({ error: false, texto: 'La oferta quedó renovada.' });
    } catch (e) {
      setMensaje({ error: true, texto: serverFieldErrors(e).cierre ?? formErrorMessage(e) });
    }
  };

  const abierta = oferta.estado !== 'cerrada' && oferta.estado !== 'rechazada';
  const renovable = !oferta.renovada && (oferta.estado === 'publicada' || (oferta.estado === 'cerrada' && !oferta.cubierta));
  return (
    <>
      <Box component="h2" sx={{ mt: 0 }}>{oferta.titulo}</Box>
      <Box component="dl" sx={sx.datos}>
        <dt>Estado</dt><dd>{ESTADOS_OFERTA[oferta.estado as EstadoOferta] ?? oferta.estado}{oferta.cubierta ? ' (cubierta)' : ''}</dd>
        {oferta.motivo && <><dt>Nota de la oficina</dt><dd>{oferta.motivo}</dd></>}
        <dt>Lugar</dt><dd>{lugar(oferta)} · {modalidad(oferta.modalidad)}</dd>
        <dt>Jornada</dt><dd>{jornada(oferta.jornada)} · {sueldo(oferta)}</dd>
        {oferta.publicadaEn && <><dt>Publicada</dt><dd>{dia(oferta.publicadaEn)}</dd></>}
        <dt>Cierra</dt><dd>{dia(oferta.cierre)}{oferta.renovada ? ' (ya renovada)' : ''}</dd>
      </Box>
      {mensaje && <Box component="p" role={mensaje.error ? 'alert' : 'status'} sx={mensaje.error ? sx.error : undefined}>{mensaje.texto}</Box>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        {oferta.estado === 'publicada' && <Box component={Link} to={`/bolsa-de-trabajo/oferta?id=${oferta.id}`} sx={{ alignSelf: 'center', color: 'primary.main' }}>Ver como la ven los candidatos</Box>}
        {EDITABLE.includes(oferta.estado) && <Box component={Link} to={`/bolsa-de-trabajo/empleador?oferta=${oferta.id}&editar=1`} sx={{ ...sx.boton, textDecoration: 'none' }}>Editar</Box>}
        {abierta && <Box component="button" type="button" sx={sx.boton} onClick={() => void cerrar(true)}>Marcar como cubierta</Box>}
        {abierta && <Box component="button" type="button" sx={sx.boton} onClick={() => void cerrar(false)}>Cerrar la oferta</Box>}
      </Box>
      {renovable && (
        <Box component="form" onSubmit={renovar} sx={{ ...sx.filtros, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' } }} aria-label="Renovar la oferta">
          <label>
            <span>Nueva fecha de cierre (se renueva una sola vez, hasta {DIAS_MAXIMOS_OFERTA} días más)</span>
            <input name="cierre" type="date" required />
          </label>
          <Box component="button" type="submit" sx={sx.boton}>Renovar</Box>
        </Box>
      )}
      <Box component="section" aria-labelledby="candidatos">
        <h2 id="candidatos">Candidaturas</h2>
        {candidaturas === null ? <p aria-live="polite">Cargando las candidaturas…</p> : <CandidatosOferta candidaturas={candidaturas} alCambiar={cargar} />}
      </Box>
    </>
  );
}
