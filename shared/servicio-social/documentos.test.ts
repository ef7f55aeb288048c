import { describe, expect, it } from 'vitest';
import {
  horasQueSeAprueban,
  queSigueAlAprobar,
  camposDocumentoDesconocidos, contarPalabras, esBorradorAjeno, etiquetaEstado, MENSAJES_DOCUMENTO, moverDocumento, puedeLeerDocumento,
} from './documentos';

describe('moverDocumento', () => {
  it('lleva un informe mensual del estudiante a la institución, luego a la oficina y lo aprueba', () => {
    const enviado = moverDocumento({ tipo: 'informe_mensual', estado: 'borrador', etapa: null }, 'enviar', 'estudiante');
    expect(enviado).toEqual({ ok: true, estado: 'enviado', etapa: 'institucion' });
    const aInstitucion = moverDocumento({ tipo: 'informe_mensual', estado: 'enviado', etapa: 'institucion' }, 'aprobar', 'institucion');
    expect(aInstitucion).toEqual({ ok: true, estado: 'enviado', etapa: 'oficina' });
    expect(moverDocumento({ tipo: 'informe_mensual', estado: 'enviado', etapa: 'oficina' }, 'aprobar', 'oficina')).toEqual({ ok: true, estado: 'aprobado', etapa: null });
  });

  it('devuelve con observaciones y deja corregir y reenviar', () => {
    expect(moverDocumento({ tipo: 'compromiso', estado: 'enviado', etapa: 'oficina' }, 'observar', 'oficina')).toEqual({ ok: true, estado: 'con_observaciones', etapa: null });
    expect(moverDocumento({ tipo: 'compromiso', estado: 'con_observaciones', etapa: null }, 'editar', 'estudiante').ok).toBe(true);
    expect(moverDocumento({ tipo: 'compromiso', estado: 'con_observaciones', etapa: null }, 'enviar', 'estudiante')).toEqual({ ok: true, estado: 'enviado', etapa: 'oficina' });
  });

  it('emite al enviar las cartas que la oficina redacta y firma', () => {
    expect(moverDocumento({ tipo: 'presentacion', estado: 'borrador', etapa: null }, 'enviar', 'oficina')).toEqual({ ok: true, estado: 'aprobado', etapa: null });
    expect(moverDocumento({ tipo: 'aceptacion', estado: 'borrador', etapa: null }, 'enviar', 'institucion')).toEqual({ ok: true, estado: 'aprobado', etapa: null });
  });

  it('rechaza lo que no toca a cada parte', () => {
    expect(moverDocumento({ tipo: 'compromiso', estado: 'aprobado', etapa: null }, 'editar', 'estudiante')).toEqual({ ok: false, mensaje: MENSAJES_DOCUMENTO.bloqueado });
    expect(moverDocumento({ tipo: 'compromiso', estado: 'borrador', etapa: null }, 'enviar', 'institucion')).toEqual({ ok: false, mensaje: MENSAJES_DOCUMENTO.noEsAutor });
    expect(moverDocumento({ tipo: 'informe_final', estado: 'enviado', etapa: 'institucion' }, 'editar', 'estudiante')).toEqual({ ok: false, mensaje: MENSAJES_DOCUMENTO.enRevision });
    expect(moverDocumento({ tipo: 'informe_final', estado: 'enviado', etapa: 'institucion' }, 'aprobar', 'oficina')).toEqual({ ok: false, mensaje: MENSAJES_DOCUMENTO.noEsSuTurno });
    expect(moverDocumento({ tipo: 'informe_final', estado: 'borrador', etapa: null }, 'aprobar', 'institucion')).toEqual({ ok: false, mensaje: MENSAJES_DOCUMENTO.noEsSuTurno });
    expect(moverDocumento({ tipo: 'libre', estado: 'borrador', etapa: null }, 'enviar', 'estudiante')).toEqual({ ok: false, mensaje: MENSAJES_DOCUMENTO.noSeEnvia });
  });
});

describe('moverDocumento: retirar', () => {
  it('lets the author take back a round still unopened at its first stage, and nobody else, nor later', () => {
    const enviado = { tipo: 'informe_mensual' as const, estado: 'enviado' as const, etapa: 'institucion' as const };
    expect(moverDocumento(enviado, 'retirar', 'estudiante')).toEqual({ ok: true, estado: 'borrador', etapa: null });
    expect(moverDocumento({ ...enviado, abierto: true }, 'retirar', 'estudiante')).toEqual({ ok: false, mensaje: MENSAJES_DOCUMENTO.noSeRetira });
    expect(moverDocumento({ ...enviado, etapa: 'oficina' }, 'retirar', 'estudiante')).toEqual({ ok: false, mensaje: MENSAJES_DOCUMENTO.noSeRetira });
    expect(moverDocumento(enviado, 'retirar', 'institucion')).toEqual({ ok: false, mensaje: MENSAJES_DOCUMENTO.noEsAutor });
    expect(moverDocumento({ ...enviado, estado: 'borrador', etapa: null }, 'retirar', 'estudiante').ok).toBe(false);
  });
});

describe('puedeLeerDocumento', () => {
  const doc = { tipo: 'informe_mensual' as const, version: 1, estudianteId: 7, institucionId: 3 };
  it('deja leer al estudiante dueño, a su institución y al personal, y a nadie más', () => {
    expect(puedeLeerDocumento({ tipo: 'estudiante', estudianteId: 7 }, doc)).toBe(true);
    expect(puedeLeerDocumento({ tipo: 'estudiante', estudianteId: 8 }, doc)).toBe(false);
    expect(puedeLeerDocumento({ tipo: 'institucion', institucionId: 3 }, doc)).toBe(true);
    expect(puedeLeerDocumento({ tipo: 'institucion', institucionId: 4 }, doc)).toBe(false);
    expect(puedeLeerDocumento({ tipo: 'institucion', institucionId: 3 }, { ...doc, institucionId: null })).toBe(false);
    expect(puedeLeerDocumento({ tipo: 'institucion', institucionId: 3 }, { ...doc, tipo: 'libre' })).toBe(false);
    expect(puedeLeerDocumento({ tipo: 'staff' }, doc)).toBe(true);
  });
  it('un borrador nunca enviado es solo de quien lo redacta (y del personal)', () => {
    const borrador = { ...doc, version: 0 };
    expect(puedeLeerDocumento({ tipo: 'estudiante', estudianteId: 7 }, borrador)).toBe(true);
    expect(puedeLeerDocumento({ tipo: 'institucion', institucionId: 3 }, borrador)).toBe(false);
    expect(puedeLeerDocumento({ tipo: 'staff' }, borrador)).toBe(true);
    const aceptacion = { ...borrador, tipo: 'aceptacion' as const };
    expect(puedeLeerDocumento({ tipo: 'institucion', institucionId: 3 }, aceptacion)).toBe(true);
    expect(puedeLeerDocumento({ tipo: 'estudiante', estudianteId: 7 }, aceptacion)).toBe(false);
    expect(esBorradorAjeno({ tipo: 'estudiante', estudianteId: 7 }, { tipo: 'situacion', version: 0 })).toBe(true);
    expect(etiquetaEstado({ estado: 'borrador', etapa: null, enPreparacion: 'institucion' })).toBe('En preparación por la institución');
  });
});

describe('campos y palabras', () => {
  it('señala los campos de combinación que no existen', () => {
    expect(camposDocumentoDesconocidos('<p>{{nombreCompleto}} {{ institucion }} {{sueldo}} {{sueldo}}</p>')).toEqual(['sueldo']);
  });
  it('cuenta palabras sin etiquetas ni entidades', () => {
    expect(contarPalabras('<p>Hola&nbsp;mundo</p><ul><li>uno dos</li></ul>')).toBe(4);
    expect(contarPalabras('<p><br></p>')).toBe(0);
  });
});

describe('queSigueAlAprobar', () => {
  it('names the next review while one follows, and the PDF with folio at the last one', () => {
    expect(queSigueAlAprobar({ tipo: 'informe_mensual', etapa: 'institucion' })).toBe('Pasa a la revisión de la oficina y ya no podrá devolverlo con observaciones.');
    expect(queSigueAlAprobar({ tipo: 'informe_mensual', etapa: 'oficina' })).toMatch(/^Queda aprobado: se genera su PDF con folio/);
    expect(queSigueAlAprobar({ tipo: 'compromiso', etapa: 'oficina' })).toMatch(/PDF con folio/);
  });
});

describe('horasQueSeAprueban', () => {
  it('says the hours approved with a report, or that none were logged', () => {
    expect(horasQueSeAprueban([{ horas: 16 }, { horas: 4 }])).toBe('Aprueba también las 20 h registradas en el mes. ');
    expect(horasQueSeAprueban([])).toBe('El estudiante no registró horas en este mes. ');
    expect(horasQueSeAprueban(null)).toBe('');
  });
});
