// exceljs' streaming reader may meet a worksheet before the workbook and styles parts (exceljs issue #3064): about
// one read in a hundred of an exceljs-written file failed («reading 'sheets'») or gave a date cell as a number. The
// reader here reads those parts first; read many times, the same file must give the same rows every time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { abrirLectura } from './lectura';
import type { ArchivoRecibido } from './recepcion';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectura-xlsx-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function libroDePrueba(): Promise<ArchivoRecibido> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Egresados');
  hoja.addRow(['Número de control', 'Nombres', 'Fecha de egreso']);
  hoja.addRow([20230001, 'Paola', new Date(Date.UTC(2023, 5, 30))]);
  hoja.addRow([20230002, 'Raúl', '30/06/2023']);
  libro.addWorksheet('Otra').addRow(['ignorada']);
  const ruta = path.join(dir, 'egresados.xlsx');
  const contenido = Buffer.from(await libro.xlsx.writeBuffer());
  fs.writeFileSync(ruta, contenido);
  return { ruta, nombre: 'egresados.xlsx', bytes: contenido.length, inicio: contenido.subarray(0, 8), tieneNul: true, utf8: false } as ArchivoRecibido;
}

describe('XLSX reading', () => {
  it('gives the first worksheet, its dates as dates, on every one of 300 reads', async () => {
    const archivo = await libroDePrueba();
    const distintas = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const filas = [];
      try {
        for await (const f of (await abrirLectura(archivo)).filas()) filas.push(f);
        distintas.add(JSON.stringify(filas));
      } catch (error) {
        distintas.add(`error: ${(error as Error).message}`);
      }
    }
    expect([...distintas]).toEqual([JSON.stringify([
      { fila: 1, celdas: ['Número de control', 'Nombres', 'Fecha de egreso'] },
      { fila: 2, celdas: [20230001, 'Paola', new Date(Date.UTC(2023, 5, 30))] },
      { fila: 3, celdas: [20230002, 'Raúl', '30/06/2023'] },
    ])]);
  }, 60_000);
});
