import { describe, expect, it } from 'vitest';
import { pdfDePrueba } from '../test/pdf';
import { EscanerPdf } from './pdf-activo';

function escanear(pdf: Buffer, trozo = 64 * 1024) {
  const escaner = new EscanerPdf();
  for (let i = 0; i < pdf.length; i += trozo) escaner.push(pdf.subarray(i, i + trozo));
  return { hallazgos: escaner.terminar(), ilegible: escaner.ilegible };
}

const JS = '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>';

describe('EscanerPdf', () => {
  it('acepta un PDF sin contenido activo, con destino de apertura y con datos binarios', () => {
    expect(escanear(pdfDePrueba({ catalogo: '/OpenAction [3 0 R /Fit]', relleno: 5000 })).hallazgos).toEqual([]);
    for (const objStm of [false, true]) {
      expect(escanear(pdfDePrueba({ objStm, catalogo: '/OpenAction 4 0 R', objetos: ['[3 0 R /Fit]'] }), 5).hallazgos).toEqual([]);
    }
    // Random bytes spell short names now and then; inside stream data only long names count.
    const binario = Buffer.concat([pdfDePrueba(), Buffer.from('5 0 obj\n<< /Length 20 >>\nstream\n/JS /AA /XFA (\nendstream\nendobj\n')]);
    expect(escanear(binario).hallazgos).toEqual([]);
  });

  it.each([
    ['OpenAction con JavaScript', { catalogo: JS }],
    ['nombre con escapes', { catalogo: '/OpenAction << /S /J#61vaScript /J#53 (x) >>' }],
    ['Launch', { catalogo: '/OpenAction << /S /Launch /F (calc.exe) >>' }],
    ['acción por referencia', { catalogo: '/OpenAction 4 0 R', objetos: ['<< /S /URI /URI (http://x.example) >>'] }],
    ['acciones adicionales', { catalogo: '/AA << /WC 4 0 R >>' }],
    ['archivos incrustados', { catalogo: '/Names << /EmbeddedFiles 4 0 R >>' }],
    ['XFA', { catalogo: '/AcroForm << /XFA 4 0 R >>' }],
    ['RichMedia', { objetos: ['<< /Type /Annot /Subtype /RichMedia >>'] }],
  ])('rechaza %s, en objetos sueltos y comprimidos, en trozos de cualquier tamaño', (_caso, opciones) => {
    for (const objStm of [false, true]) {
      const pdf = pdfDePrueba({ ...opciones, objStm });
      for (const trozo of [1, 3, 7, 64 * 1024]) expect(escanear(pdf, trozo).hallazgos.length, `objStm=${objStm} trozo=${trozo}`).toBeGreaterThan(0);
    }
  });

  it('encuentra el nombre largo aunque esté en datos de un flujo', () => {
    const oculto = Buffer.concat([pdfDePrueba(), Buffer.from('5 0 obj\n<< /Length 40 >>\nstream\n9 0 obj << /S /JavaScript /JS (x) >> endobj\nendstream\nendobj\n')]);
    expect(escanear(oculto, 5).hallazgos).toContain('JavaScript');
  });

  it('lee lo que sigue a un relleno largo de espacios, en trozos de cualquier tamaño', () => {
    // The padding is skipped a block at a time: the name right after it, and after runs that end mid-block, counts.
    for (const tramo of [17, 255, 4000, 4096, 10_000]) {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(tramo, 0x20), Buffer.from('/JS'), Buffer.alloc(tramo, 0x20), Buffer.from('(x)\n%%EOF\n')]);
      for (const trozo of [7, 4097, 64 * 1024]) expect(escanear(pdf, trozo).hallazgos, `tramo=${tramo} trozo=${trozo}`).toEqual(['JS']);
    }
    const limpio = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20_000, 0x20), Buffer.from('\n%%EOF\n')]);
    expect(escanear(limpio).hallazgos).toEqual([]);
  });

  it('un flujo de objetos dañado no se puede revisar', () => {
    const pdf = pdfDePrueba({ objStm: true });
    const inicio = pdf.indexOf('stream\n') + 7;
    pdf.fill(0x41, inicio + 2, inicio + 20);
    expect(escanear(pdf).ilegible).toBe(true);
  });
});
