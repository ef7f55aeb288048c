// /bolsa-de-trabajo/oferta?id=N: one offer, with its schema.org JobPosting so search engines list it. A closed offer
// still answers, and says it has closed.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ApiError } from '../../../../../shared/api/errors';
import { jobPosting, jsonLdTexto } from '../../../../../shared/bolsa/json-ld';
import { ENTIDADES_FEDERATIVAS, type EntidadFederativa } from '../../../../../shared/egresados/valores';
import type { OfertaPublica } from '../../../../../shared/schemas/bolsa';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';
import { leerOferta } from '../api/ofertas';
import { dia, jornada, lugar, modalidad, sueldo } from './formato';
import { sx } from './estilos';
import { Postularse } from './Postularse';
import { useAuth } from '../../../lib/auth';
import { ROL_EGRESADO } from '../../../../../shared/acceso-enlace/roles';
import { ROL_ESTUDIANTE } from '../../../../../shared/servicio-social/roles-portal';

export function OfertaPage() {
  const client = useApiClient();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [estado, setEstado] = useState<{ oferta: OfertaPublica | null; error: unknown }>({ oferta: null, error: null });

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    let vigente = true;
    leerOferta(client, id).then((oferta) => vigente && setEstado({ oferta, error: null }), (error: unknown) => vigente && setEstado({ oferta: null, error }));
    return () => {
      vigente = false;
    };
  }, [client, id]);

  const { oferta, error } = estado;
  if (!Number.isInteger(id) || id <= 0 || (error instanceof ApiError && error.status === 404)) {
    return (
      <PageSection title="Oferta no encontrada" maxWidth="md">
        <p>La oferta no existe o aún no se publica. <Link to="/bolsa-de-trabajo">Volver a la bolsa de trabajo</Link></p>
      </PageSection>
    );
  }
  if (error) return <PageSection title="Bolsa de trabajo" maxWidth="md"><Box component="p" role="alert" sx={sx.error}>{formErrorMessage(error)}</Box></PageSection>;
  if (!oferta) return <PageSection title="Bolsa de trabajo" maxWidth="md"><p aria-live="polite">Cargando la oferta…</p></PageSection>;

  const cerrada = oferta.estado !== 'publicada';
  const ld = jobPosting({ ...oferta, entidadNombre: ENTIDADES_FEDERATIVAS[oferta.entidad as EntidadFederativa] ?? oferta.entidad }, window.location.href);
  return (
    <PageSection title={oferta.titulo} description={oferta.empleador} maxWidth="md">
      {!cerrada && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdTexto(ld) }} />}
      {cerrada && (
        <Box component="p" role="status" sx={{ ...sx.error, mb: 2 }}>
          Esta oferta cerró{oferta.cerradaEn ? ` el ${dia(oferta.cerradaEn)}` : ''}{oferta.cubierta ? ': la vacante ya se cubrió' : ''}. Ya no recibe candidaturas.
        </Box>
      )}
      <Box component="dl" sx={sx.datos}>
        <dt>Lugar</dt><dd>{lugar(oferta)}</dd>
        <dt>Modalidad</dt><dd>{modalidad(oferta.modalidad)}</dd>
        <dt>Jornada</dt><dd>{jornada(oferta.jornada)}</dd>
        <dt>Sueldo</dt><dd>{sueldo(oferta)}</dd>
        <dt>Plazas</dt><dd>{oferta.plazas}</dd>
        {oferta.publicadaEn && <><dt>Publicada</dt><dd>{dia(oferta.publicadaEn)}</dd></>}
        <dt>Cierra</dt><dd>{dia(oferta.cierre)}</dd>
      </Box>
      <Box component="section" aria-labelledby="descripcion" sx={sx.descripcion}>
        <h2 id="descripcion">Descripción</h2>
        {/* Sanitised on the server when the employer saved it (server/bolsa/ofertas/validacion.ts). */}
        <div dangerouslySetInnerHTML={{ __html: oferta.descripcion }} />
      </Box>
      {!cerrada && (
        <Box component="section" aria-labelledby="postularse" sx={{ mt: 3 }}>
          <h2 id="postularse">Cómo postularse</h2>
          {oferta.postulacionExterna ? null : user && (user.roles.includes(ROL_EGRESADO) || user.roles.includes(ROL_ESTUDIANTE)) ? (
            <Postularse ofertaId={oferta.id} empleador={oferta.empleador} estudiante={user.roles.includes(ROL_ESTUDIANTE)} />
          ) : null}
          {oferta.postulacionExterna ? (
            <p>Esta empresa recibe candidaturas en su propio sitio: <a href={oferta.postulacionExterna} rel="noopener noreferrer nofollow" target="_blank">postularse en el sitio del empleador (se abre en otra pestaña)</a>.</p>
          ) : user && (user.roles.includes(ROL_EGRESADO) || user.roles.includes(ROL_ESTUDIANTE)) ? null : (
            <p>
              Egresados: entre a <Link to="/egresados/mi-espacio">«Mi espacio»</Link> con el enlace que le enviamos a su correo
              (<Link to="/egresados/acceso">pedir un enlace</Link>). Estudiantes: inicien sesión en su <Link to="/servicio-social/estudiantes">portal de servicio social</Link>.
            </p>
          )}
        </Box>
      )}
      <Box component="footer" sx={sx.pie}>
        <p><Link to="/bolsa-de-trabajo">Ver todas las ofertas</Link></p>
      </Box>
    </PageSection>
  );
}
