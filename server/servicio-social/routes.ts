// The servicio social area's API, mounted at /api/servicio-social: one plugin per feature folder.
import type { App } from '../types';
import ajustesSsRoutes from './ajustes/routes';
import catalogosSsRoutes from './catalogos/routes';
import institucionesSsRoutes from './instituciones/routes';
import programasSsRoutes from './programas/routes';
import registroSsRoutes from './registro/routes';
import vacantesSsRoutes from './vacantes/routes';
import busquedaSsRoutes from './busqueda/routes';
import estudiantesSsRoutes from './estudiantes/routes';
import solicitudesSsRoutes from './solicitudes/routes';
import prestacionesSsRoutes from './prestaciones/routes';
import destacadosSsRoutes from './destacados/routes';
import elegiblesSsRoutes from './elegibles/routes';
import evaluacionesSsRoutes from './evaluaciones/routes';
import liberacionSsRoutes from './liberacion/routes';
import reportesSsRoutes from './reportes-ss/routes';
import documentosSsRoutes from './documentos/routes';
import plantillasDocumentoRoutes from './plantillas-documento/routes';
import verificacionSsRoutes from './verificacion/routes';
import horasSsRoutes from './horas/routes';

export default async function servicioSocialRoutes(app: App) {
  await app.register(catalogosSsRoutes);
  await app.register(ajustesSsRoutes);
  await app.register(registroSsRoutes);
  await app.register(institucionesSsRoutes);
  await app.register(programasSsRoutes);
  await app.register(vacantesSsRoutes);
  await app.register(busquedaSsRoutes);
  await app.register(estudiantesSsRoutes);
  await app.register(solicitudesSsRoutes);
  await app.register(prestacionesSsRoutes);
  await app.register(destacadosSsRoutes);
  await app.register(elegiblesSsRoutes);
  await app.register(evaluacionesSsRoutes);
  await app.register(liberacionSsRoutes);
  await app.register(reportesSsRoutes);
  await app.register(documentosSsRoutes);
  await app.register(plantillasDocumentoRoutes);
  await app.register(verificacionSsRoutes);
  await app.register(horasSsRoutes);
}
