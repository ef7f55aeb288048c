// /bolsa-de-trabajo/empleador: the employer's portal. The shell has no route parameters, so the query says what to
// show: nothing (what waits for it and its offers), ?nueva=1 (the form), ?oferta=N (one offer and its applicants),
// ?oferta=N&editar=1 (the form filled). Until staff approve the company, its status says why and nothing else is asked.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ESTADOS_OFERTA, type EstadoOferta } from '../../../../../shared/bolsa/valores';
import type { Candidatura, Oferta } from '../../../../../shared/schemas/bolsa';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formErrorMessage } from '../../../lib/form';
import { candidaturasRecibidas, estadoEmpleador, miOferta, misOfertas } from '../api/empleador';
import { FormularioOferta } from './FormularioOferta';
import { OfertaEmpleador } from './OfertaEmpleador';
import { PendientesEmpleador } from './PendientesEmpleador';
import { dia } from './formato';
import { sx } from './estilos';

const RAIZ = '/bolsa-de-trabajo/empleador';

function Inicio() {
  const client = useApiClient();
  const [datos, setDatos] = useState<{ ofertas: Oferta[]; candidaturas: Candidatura[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let vigente = true;
    Promise.all([misOfertas(client), candidaturasRecibidas(client)]).then(
      ([ofertas, candidaturas]) => vigente && setDatos({ ofertas, candidaturas }),
      (e: unknown) => vigente && setError(formErrorMessage(e)),
    );
    return () => {
      vigente = false;
    };
  }, [client]);
  if (error) return <Box component="p" role="alert" sx={sx.error}>{error}</Box>;
  if (!datos) return <p aria-live="polite">Cargando sus ofertas…</p>;
  return (
    <>
      <PendientesEmpleador {...datos} />
      <Box component="section" aria-labelledby="mis-ofertas">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Box component="h2" id="mis-ofertas" sx={{ m: 0 }}>Mis ofertas</Box>
          <Box component={Link} to={`${RAIZ}?nueva=1`} sx={{ ...sx.boton, textDecoration: 'none' }}>Publicar una oferta</Box>
        </Box>
        {!datos.ofertas.length ? <p>Aún no publica ofertas.</p> : (
          <Box component="ul" sx={sx.lista}>
            {datos.ofertas.map((o) => {
              const recibidas = datos.candidaturas.filter((c) => c.ofertaId === o.id);
              return (
                <li key={o.id}>
                  <Box component="article" sx={sx.tarjeta}>
                    <Box component="h3" sx={{ m: 0, fontSize: '1.2rem' }}><Link to={`${RAIZ}?oferta=${o.id}`}>{o.titulo}</Link></Box>
                    <p><strong>{ESTADOS_OFERTA[o.estado as EstadoOferta] ?? o.estado}</strong> · cierra el {dia(o.cierre)}</p>
                    <p>{recibidas.length === 1 ? '1 candidatura' : `${recibidas.length} candidaturas`}{recibidas.some((c) => c.estado === 'enviada') ? `, ${recibidas.filter((c) => c.estado === 'enviada').length} sin abrir` : ''}</p>
                  </Box>
                </li>
              );
            })}
          </Box>
        )}
      </Box>
    </>
  );
}

function OfertaPorId({ id, editar }: { id: number; editar: boolean }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [oferta, setOferta] = useState<Oferta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cargar = useCallback(() => miOferta(client, id).then(setOferta, (e: unknown) => setError(formErrorMessage(e))), [client, id]);
  useEffect(() => {
    void cargar();
  }, [cargar]);
  if (error) return <Box component="p" role="alert" sx={sx.error}>{error}</Box>;
  if (!oferta) return <p aria-live="polite">Cargando la oferta…</p>;
  if (editar) return <FormularioOferta oferta={oferta} alGuardar={(o) => navigate(`${RAIZ}?oferta=${o.id}&guardada=1`)} />;
  return <OfertaEmpleador oferta={oferta} alCambiar={setOferta} />;
}

/** The portal's pages once the company may act; until then, why not (confirm the email, wait for the office…). */
function SiPuedeActuar({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const [estado, setEstado] = useState<{ puedeActuar: boolean; motivo: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let vigente = true;
    estadoEmpleador(client).then(
      (e) => vigente && setEstado(e),
      (e: unknown) => vigente && setError(formErrorMessage(e)),
    );
    return () => {
      vigente = false;
    };
  }, [client]);
  if (error) return <Box component="p" role="alert" sx={sx.error}>{error}</Box>;
  if (!estado) return <p aria-live="polite">Cargando…</p>;
  if (!estado.puedeActuar) return <Box component="p" role="status" sx={sx.aviso}>{estado.motivo}</Box>;
  return <>{children}</>;
}

/** Companies and the servicio social institutions the office enabled; anyone else is told so, without a refused request. */
const ROLES_EMPLEADOR = ['empleador', 'institucion'];

export function PortalEmpleadorPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('oferta'));
  const editar = params.get('editar') === '1';
  const nueva = params.get('nueva') === '1';
  const titulo = nueva ? 'Nueva oferta' : editar ? 'Editar la oferta' : id > 0 ? 'Oferta y candidaturas' : 'Portal del empleador';
  return (
    <PageSection title={titulo} description={!nueva && !(id > 0) ? 'Sus ofertas en la bolsa de trabajo, sus candidaturas y lo que espera su respuesta.' : undefined} maxWidth="md">
      {(nueva || id > 0) && <Box component="p" sx={{ '& a': { color: 'primary.main' } }}><Link to={RAIZ}>Volver a mis ofertas</Link></Box>}
      {params.get('guardada') === '1' && <p role="status">La oferta se guardó. Si la oficina debe revisarla, le avisaremos por correo cuando se publique.</p>}
      {!user?.roles.some((r) => ROLES_EMPLEADOR.includes(r)) ? (
        <p>Este portal es para las empresas de la bolsa de trabajo. Si su empresa quiere publicar ofertas, <Link to="/bolsa-de-trabajo/empleadores/registro">regístrela aquí</Link>.</p>
      ) : (
        <SiPuedeActuar>
          {nueva ? <FormularioOferta alGuardar={(o) => navigate(`${RAIZ}?oferta=${o.id}&guardada=1`)} /> : id > 0 ? <OfertaPorId key={`${id}-${editar}`} id={id} editar={editar} /> : <Inicio />}
        </SiPuedeActuar>
      )}
    </PageSection>
  );
}
