import type { EstadoPrestacion } from '../servicio-social/valores';

/**
 * A graduate's social service as the graduate record shows it (GET /api/egresados/:id/servicio-social): the services
 * of the student with the graduate's matrícula, or linked to the graduate, newest first.
 */
export interface ServicioSocialDeEgresado {
  id: number;
  estado: EstadoPrestacion;
  periodo: string;
  institucion: string;
  programa: string;
  fechaInicio: string;
  fechaFin: string | null;
  horasAprobadas: number;
  horasRequeridas: number;
  liberadaEn: string | null;
  motivoBaja: string | null;
  /** Folios of the verifiable PDFs, once issued (the public page /servicio-social/verificar?folio=… confirms them). */
  folioConstancia: string | null;
  folioLiberacion: string | null;
}
