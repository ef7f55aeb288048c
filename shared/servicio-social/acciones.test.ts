import { describe, expect, it } from 'vitest';
import { MENSAJES_SS } from '../schemas/servicio-social';
import { accion, motivoNoSolicitar, motivoSinInformeFinal } from './acciones';

const libre = { correoVerificado: true, elegible: true, sirviendo: false, solicitudesAbiertas: 0, maximoSolicitudes: 3 };

describe('what a student may do, as the guards decide it', () => {
  it('refuses «Solicitar» for the first reason the server would give', () => {
    expect(motivoNoSolicitar(libre)).toBeNull();
    expect(motivoNoSolicitar({ ...libre, correoVerificado: false, elegible: null })).toBe(MENSAJES_SS.correoSinVerificar);
    expect(motivoNoSolicitar({ ...libre, elegible: null })).toBe(MENSAJES_SS.noElegible);
    expect(motivoNoSolicitar({ ...libre, elegible: false })).toBe(MENSAJES_SS.noElegible);
    expect(motivoNoSolicitar({ ...libre, sirviendo: true, solicitudesAbiertas: 3 })).toBe(MENSAJES_SS.yaPrestando);
    expect(motivoNoSolicitar({ ...libre, solicitudesAbiertas: 3 })).toBe(MENSAJES_SS.limiteSolicitudes(3));
    expect(motivoNoSolicitar({ ...libre, solicitudesAbiertas: 2 })).toBeNull();
  });

  it('opens the final report when the logged hours reach the required ones, during the service', () => {
    expect(motivoSinInformeFinal({ estado: 'en_curso', horasRequeridas: 480, horasRegistradas: 23 }))
      .toBe('El informe final se comienza al completar las 480 horas (lleva 23 registradas).');
    expect(motivoSinInformeFinal({ estado: 'en_curso', horasRequeridas: 480, horasRegistradas: 479.75 })).toContain('lleva 479.75 registradas');
    expect(motivoSinInformeFinal({ estado: 'en_curso', horasRequeridas: 480, horasRegistradas: 480 })).toBeNull();
    expect(motivoSinInformeFinal({ estado: 'concluida', horasRequeridas: 480, horasRegistradas: 480 })).toBeNull();
    expect(motivoSinInformeFinal({ estado: 'baja', horasRequeridas: 480, horasRegistradas: 480 })).toBe('El informe final se escribe durante el servicio social.');
  });

  it('answers an action as allowed or not with its reason', () => {
    expect(accion(null)).toEqual({ permitida: true, motivo: null });
    expect(accion('No')).toEqual({ permitida: false, motivo: 'No' });
  });
});
