import type { Paso } from '../../../shared/schemas/arco';
import type { Derecho, EstadoArco } from '../../../shared/schemas/arco';

export interface SolicitudArco {
  id: number;
  folio: string;
  derecho: Derecho;
  area: string;
  datos: string;
  finalidad: string | null;
  medio: string;
  nombre: string;
  correo: string;
  curp: string | null;
  representante: string | null;
  usuarioId: number | null;
  egresadoId: number | null;
  estado: EstadoArco;
  recibida: string;
  decididaEn: string | null;
  procedente: boolean | null;
  tieneDocumento: boolean;
  plazos: { limitePrevencion: string | null; limiteRespuestaPrevencion: string | null; limiteRespuesta: string | null; limiteEfectiva: string | null };
  plazo: string | null;
  limite: string | null;
  restantes: number | null;
  pasosPermitidos: Paso[];
  pasos?: { id: number; tipo: Paso; fecha: string; texto: string; usuario: string | null }[];
}
