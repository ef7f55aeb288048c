// A printed table must read as written: headers wrap between words, never inside one («Candidatur / as»), and a
// year is not a quantity («2,022»). pdftotext reads the PDF back.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tablasPdf, type Tabla } from './tablas-exportar';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablas-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function leer(tablas: Tabla[]) {
  const ruta = path.join(dir, `t${Math.random().toString(36).slice(2)}.pdf`);
  const partes: Buffer[] = [];
  for await (const parte of tablasPdf({ titulo: 'Prueba', lineas: [], tablas })) partes.push(parte as Buffer);
  fs.writeFileSync(ruta, Buffer.concat(partes));
  const texto = execFileSync('pdftotext', ['-raw', ruta, '-'], { encoding: 'utf8' });
  const tamano = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(execFileSync('pdfinfo', [ruta], { encoding: 'utf8' }))!;
  return { palabras: new Set(texto.split(/\s+/)), ancho: Number(tamano[1]), alto: Number(tamano[2]) };
}

const ENCABEZADOS = ['Programa', 'Generación', 'Ofertas', 'Plazas', 'Candidaturas', 'Contratados', 'Tasa de colocación', 'Mediana de días a la primera candidatura', 'Mediana de días a la contratación'];

describe('tablasPdf', () => {
  it('turns landscape for a wide table and prints every header word whole', async () => {
    const { palabras, ancho, alto } = await leer([{ titulo: 'Por programa y generación', encabezados: ENCABEZADOS, filas: [['Ingeniería Civil', '2022', 2, 4, 3, 2, '66.7 %', '1.0', '—']] }]);
    expect(ancho).toBeGreaterThan(alto);
    for (const palabra of ENCABEZADOS.flatMap((e) => e.split(' '))) expect(palabras, palabra).toContain(palabra);
    expect(palabras).toContain('2022');
  });

  it('keeps a narrow table on a portrait page', async () => {
    const { ancho, alto, palabras } = await leer([{ titulo: 'Totales', encabezados: ['Programa', 'Egresados', 'Titulados'], filas: [['Ingeniería Civil', 1250, 300]] }]);
    expect(ancho).toBeLessThan(alto);
    expect(palabras).toContain('1,250');
  });
});
