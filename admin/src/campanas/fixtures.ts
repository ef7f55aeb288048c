import type { Campana, Destinatario } from '../../../shared/schemas/campanas';

export function buildCampana(overrides: Partial<Campana> = {}): Campana {
  return {
    id: 9, nombre: 'Encuesta de seguimiento 2026', plantillaId: 3, plantilla: 'Encuesta anual', filtro: { nivelId: 2, titulado: true },
    estado: 'borrador', programadaPara: null, usuarioEmail: 'ana@universidad.mx', iniciadaEn: null, terminadaEn: null,
    total: 0, enviados: 0, fallidos: 0, pendientes: 0, bajas: 0,
    createdAt: '2026-03-01T17:00:00.000Z', updatedAt: '2026-03-01T17:00:00.000Z',
    ...overrides,
  };
}

export function buildDestinatario(overrides: Partial<Destinatario> = {}): Destinatario {
  return { id: 1, campanaId: 9, egresadoId: 1, correo: 'ana@correo.mx', nombre: 'Ana Pérez', estado: 'enviado', intentos: 1, ultimoError: null, enviadoEn: '2026-03-02T17:00:00.000Z', ...overrides };
}

export const niveles = [{ id: 2, nombre: 'Licenciatura', clave: 'LIC', orden: 2, activo: true, programas: 1 }];
export const programas = [{ id: 5, clave: 'LIC-INF', nombre: 'Ingeniería en Informática', nivelId: 2, nivel: 'Licenciatura', activo: true, egresados: 3 }];
export const plantillas = [{ id: 3, nombre: 'Encuesta anual', asunto: 'Hola {{nombre}}', cuerpoHtml: '<p>Hola</p>', campanas: 0 }];
