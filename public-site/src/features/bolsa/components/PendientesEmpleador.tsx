// «Lo que le espera»: new applications, offers returned with observations, offers about to close and applications
// untouched for 10 working days (the server's `porAtender`, on the ARCO calendar).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import { DIAS_HABILES_RECORDATORIO } from '../../../../../shared/bolsa/valores';
import type { Candidatura, Oferta } from '../../../../../shared/schemas/bolsa';
import { dia } from './formato';
import { sx } from './estilos';

const DIAS_AVISO_CIERRE = 7;
const RAIZ = '/bolsa-de-trabajo/empleador';

function enDias(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const plural = (n: number, uno: string, varios: string) => (n === 1 ? `1 ${uno}` : `${n} ${varios}`);

export function PendientesEmpleador({ ofertas, candidaturas }: { ofertas: Oferta[]; candidaturas: Candidatura[] }) {
  const titulo = new Map(ofertas.map((o) => [o.id, o.titulo]));
  const porOferta = (lista: Candidatura[]) => [...new Set(lista.map((c) => c.ofertaId))];
  const nuevas = candidaturas.filter((c) => c.estado === 'enviada');
  const sinTocar = candidaturas.filter((c) => c.porAtender);
  const limite = enDias(DIAS_AVISO_CIERRE);
  const items: ReactNode[] = [
    ...porOferta(nuevas).map((id) => (
      <li key={`n${id}`}>{plural(nuevas.filter((c) => c.ofertaId === id).length, 'candidatura nueva', 'candidaturas nuevas')} en <Link to={`${RAIZ}?oferta=${id}`}>{titulo.get(id)}</Link></li>
    )),
    ...ofertas.filter((o) => o.estado === 'con_observaciones').map((o) => (
      <li key={`o${o.id}`}>La oficina devolvió <Link to={`${RAIZ}?oferta=${o.id}&editar=1`}>{o.titulo}</Link> con observaciones{o.motivo ? `: «${o.motivo}»` : ''}. Corríjala para publicarla.</li>
    )),
    ...ofertas.filter((o) => o.estado === 'publicada' && o.cierre <= limite).map((o) => (
      <li key={`c${o.id}`}><Link to={`${RAIZ}?oferta=${o.id}`}>{o.titulo}</Link> cierra el {dia(o.cierre)}{o.renovada ? '' : '; puede renovarla una vez'}.</li>
    )),
    ...porOferta(sinTocar).map((id) => (
      <li key={`s${id}`}>{plural(sinTocar.filter((c) => c.ofertaId === id).length, 'candidatura espera', 'candidaturas esperan')} su respuesta desde hace {DIAS_HABILES_RECORDATORIO} días hábiles o más en <Link to={`${RAIZ}?oferta=${id}`}>{titulo.get(id)}</Link></li>
    )),
  ];
  return (
    <Box component="section" aria-labelledby="le-espera" sx={{ ...sx.tarjeta, mb: 3 }}>
      <h2 id="le-espera">Lo que le espera</h2>
      {items.length ? <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mt: 0.5 } }}>{items}</Box> : <p>Nada espera su respuesta por ahora.</p>}
    </Box>
  );
}
