import { CAMPOS_IMPORTACION, type CampoImportacion, type ResultadoImportacion } from '../../../shared/schemas/importaciones';
import { apiClient } from '../providers/apiClient';

/** Saves a Blob under `nombre` through a temporary link (the page stays where it is). */
export function guardarBlob(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nombre;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const celda = (v: string | number) => {
  const text = String(v);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV with a BOM, so Excel in Spanish opens the accents right. */
export function csv(filas: (string | number)[][]): Blob {
  return new Blob(['\uFEFF', filas.map((f) => f.map(celda).join(',')).join('\r\n'), '\r\n'], { type: 'text/csv;charset=utf-8' });
}

/** Only the expected headers (the first variant of each field): an example row would be imported too. */
export function plantillaCsv(): Blob {
  const campos = Object.keys(CAMPOS_IMPORTACION) as CampoImportacion[];
  return csv([campos.map((c) => CAMPOS_IMPORTACION[c].variantes[0])]);
}

const etiqueta = (campo: string) => CAMPOS_IMPORTACION[campo as CampoImportacion]?.etiqueta ?? (campo === '_' ? 'Fila' : campo);

/** The list of problems found, one line per cell, to work through in a spreadsheet. */
export function erroresCsv(resultado: ResultadoImportacion): Blob {
  return csv([['Fila', 'Campo', 'Motivo'], ...resultado.errores.map((e) => [e.fila, etiqueta(e.campo), e.mensaje])]);
}

/** A file the API streams behind the session's bearer token (a plain link would carry no token). */
export async function descargarConSesion(path: string, nombrePorDefecto: string): Promise<void> {
  const response = await fetch(path, { headers: apiClient.session.token ? { Authorization: `Bearer ${apiClient.session.token}` } : {} });
  if (response.status === 401) {
    apiClient.session.clear();
    window.location.assign('/login');
    return;
  }
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new Error((body as { message?: string }).message ?? `HTTP ${response.status}`);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  const nombre = utf8 ? decodeURIComponent(utf8[1]) : plain ? plain[1] : nombrePorDefecto;
  guardarBlob(await response.blob(), nombre);
}

export const rechazadosUrl = (id: number, formato: 'csv' | 'xlsx') => `/api/egresados/importaciones/${id}/rechazados?formato=${formato}`;
