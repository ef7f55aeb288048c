// Finds active content in a PDF while it streams to disk (issue 19, item 4): a viewer that runs scripts or
// opens files must never get one from us. It reads PDF syntax, not the whole object graph: any dangerous name
// anywhere is enough to refuse. Names are decoded (`/J#61vaScript`), tokens split across chunks are carried
// over, and object streams (/ObjStm, where modern PDFs keep their dictionaries compressed) are inflated with a
// bounded budget. Inside other streams (pages, images) only the long names are looked for: random compressed
// bytes spell `/JS` now and then, but never `/JavaScript`, which every script action needs anyway.
import zlib from 'node:zlib';

const PELIGROSOS = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'AA']);
const LARGOS = new Set([...PELIGROSOS].filter((n) => n.length >= 6));
/** A compressed object stream larger than this, or more inflated bytes in all, cannot be checked: refused. */
const MAX_OBJSTM_COMPRIMIDO = 8 * 1024 * 1024;
const MAX_INFLADO_TOTAL = 64 * 1024 * 1024;
const MAX_TOKEN = 256;

// PDF character classes (ISO 32000 §7.2.2): white space, delimiters, and regular characters.
const ESPACIO = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) ESPACIO[c] = 1;
const DELIMITADOR = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITADOR[c.charCodeAt(0)] = 1;
const regular = (c: number) => !ESPACIO[c] && !DELIMITADOR[c];
// First bytes of the names that matter in stream data (`#` starts an escaped one).
const INICIO_LARGO = new Uint8Array(256);
for (const c of 'JLEROF#') INICIO_LARGO[c.charCodeAt(0)] = 1;

// First bytes of the names that matter in object syntax; the others are not even decoded (speed).
const INICIO_NOMBRE = new Uint8Array(256);
for (const c of 'JLERXAOFCD#') INICIO_NOMBRE[c.charCodeAt(0)] = 1;

const ESPACIOS = Buffer.alloc(4096, 0x20);

/**
 * Past the white space from `i`. A long run of spaces (padding) is compared a block at a time, natively; a block
 * that does not match is not tried again in the same run, so no byte is compared more than a few times.
 */
function saltarEspacios(d: Buffer, i: number, n: number): number {
  const desde = i;
  let bloque = 4096;
  while (i < n && ESPACIO[d[i]]) {
    if (bloque > 0 && i - desde >= 16 && d[i] === 0x20) {
      if (n - i >= bloque && d.compare(ESPACIOS, 0, bloque, i, i + bloque) === 0) i += bloque;
      else bloque = bloque === 4096 ? 256 : 0;
      continue;
    }
    i++;
  }
  return i;
}

const hex = (c: number) => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);

/** A name's bytes as text, `#xx` escapes decoded. Built in JS: short names cost less than a Buffer.toString call. */
function decodificarNombre(d: Buffer, desde: number, hasta: number): string {
  let texto = '';
  for (let k = desde; k < hasta; k++) {
    const c = d[k];
    if (c === 0x23 && k + 2 < hasta + 1 && hex(d[k + 1]) >= 0 && hex(d[k + 2]) >= 0) {
      texto += String.fromCharCode(hex(d[k + 1]) * 16 + hex(d[k + 2]));
      k += 2;
    } else texto += String.fromCharCode(c);
  }
  return texto;
}

/** The words the scanner needs (integers, `obj`, `R`, `stream`); any other word is `?`. */
function palabraDe(d: Buffer, desde: number, hasta: number): string {
  const largo = hasta - desde;
  if (largo <= 9) {
    let numero = 0;
    let k = desde;
    for (; k < hasta && d[k] >= 48 && d[k] <= 57; k++) numero = numero * 10 + d[k] - 48;
    if (k === hasta) return String(numero);
  }
  if (largo === 1 && d[desde] === 0x52) return 'R';
  if ((largo === 3 || largo === 6) && d[desde] !== 0x6f && d[desde] !== 0x73) return '?';
  if (largo === 3 || largo === 6) {
    const palabra = d.toString('latin1', desde, hasta);
    if (palabra === 'obj' || palabra === 'stream') return palabra;
  }
  return '?';
}

type Modo = 'objeto' | 'cadena' | 'comentario' | 'flujo' | 'objstm';

export class EscanerPdf {
  /** Dangerous names found, decoded. */
  readonly hallazgos = new Set<string>();
  /** The file could not be checked (an object stream too large, damaged or with filters we do not read). */
  ilegible = false;
  private resto = Buffer.alloc(0);
  private modo: Modo = 'objeto';
  private profundidad = 0;
  private escape = false;
  /** The last few tokens in object syntax: `N G obj`, `/OpenAction N G R`, `/First N`. */
  private t1 = '';
  private t2 = '';
  private t3 = '';
  /** Names of the current object's dictionary (or of the stream data since it began): tells an ObjStm. */
  private nombres = new Set<string>();
  private first = -1;
  private comprimido: Buffer[] = [];
  private bytesComprimidos = 0;
  private inflado = 0;
  private readonly diccionarios = new Set<string>();
  private readonly refsOpenAction = new Set<string>();

  constructor(private readonly enObjStm = false) {}

  push(chunk: Buffer): void {
    const datos = this.resto.length ? Buffer.concat([this.resto, chunk]) : chunk;
    this.resto = Buffer.alloc(0);
    const hasta = this.procesar(datos, false);
    if (hasta < datos.length) this.resto = Buffer.from(datos.subarray(hasta));
  }

  /** After the last chunk: the dangerous names found (empty when none). */
  terminar(): string[] {
    if (this.resto.length) this.procesar(this.resto, true);
    this.resto = Buffer.alloc(0);
    if (this.modo === 'objstm') this.cerrarObjStm();
    for (const ref of this.refsOpenAction) if (this.diccionarios.has(ref)) this.hallazgos.add('OpenAction');
    return [...this.hallazgos];
  }

  /** Returns how far it got; the rest (an unfinished token) is carried to the next chunk. */
  private procesar(d: Buffer, final: boolean): number {
    let i = 0;
    const n = d.length;
    while (i < n) {
      const c = d[i];
      switch (this.modo) {
        case 'cadena':
          if (this.escape) this.escape = false;
          else if (c === 0x5c) this.escape = true;
          else if (c === 0x28) this.profundidad++;
          else if (c === 0x29 && --this.profundidad === 0) this.modo = 'objeto';
          i++;
          continue;
        case 'comentario':
          if (c === 10 || c === 13) this.modo = 'objeto';
          i++;
          continue;
        case 'objstm': {
          const fin = d.indexOf('endstream', i, 'latin1');
          if (fin < 0) {
            // Keep the last bytes back: they may be the start of `endstream`.
            const seguro = final ? n : Math.max(i, n - 8);
            this.capturar(d.subarray(i, seguro));
            return seguro;
          }
          this.capturar(d.subarray(i, fin));
          this.cerrarObjStm();
          this.modo = 'objeto';
          i = fin + 9;
          continue;
        }
        case 'flujo': {
          // Native searches: stream data is most of a PDF, and only `/`, `endstream` and a nested `stream` matter.
          const fin = d.indexOf('endstream', i, 'latin1');
          const limite = fin >= 0 ? fin : final ? n : Math.max(i, n - MAX_TOKEN);
          for (let k = d.indexOf(0x2f, i); k >= 0 && k < limite; k = d.indexOf(0x2f, k + 1)) {
            // Most slashes in compressed data start no name that counts: their token is not even read.
            if (!INICIO_LARGO[d[k + 1]]) continue;
            let j = k + 1;
            while (j < n && regular(d[j]) && j - k < MAX_TOKEN) j++;
            this.nombreEnFlujo(d, k + 1, j);
          }
          const anidado = this.esObjStm() ? flujoAnidado(d, i, limite) : -1;
          if (anidado >= 0) {
            this.empezarObjStm();
            i = saltarFinDeLinea(d, anidado + 6);
          } else if (fin >= 0) {
            this.modo = 'objeto';
            this.t1 = this.t2 = this.t3 = '';
            this.nombres.clear();
            i = fin + 9;
          } else return limite;
          continue;
        }
        default: {
          if (ESPACIO[c]) {
            i = saltarEspacios(d, i + 1, n);
            continue;
          }
          if (c === 0x25) {
            this.modo = 'comentario';
            i++;
            continue;
          }
          if (c === 0x28) {
            this.modo = 'cadena';
            this.profundidad = 1;
            i++;
            continue;
          }
          if (c === 0x3c || c === 0x3e) {
            if (i + 1 >= n && !final) return i;
            if (d[i + 1] === c) {
              this.token(c === 0x3c ? '<<' : '>>');
              i += 2;
            } else {
              this.token(String.fromCharCode(c));
              i++;
            }
            continue;
          }
          if (DELIMITADOR[c] && c !== 0x2f) {
            this.token(String.fromCharCode(c));
            i++;
            continue;
          }
          let j = i + 1;
          while (j < n && regular(d[j]) && j - i < MAX_TOKEN) j++;
          if (j >= n && !final && j - i < MAX_TOKEN) return i;
          if (c === 0x2f) this.nombre(INICIO_NOMBRE[d[i + 1]] && j - i <= 65 ? decodificarNombre(d, i + 1, j) : '?');
          else this.palabra(palabraDe(d, i, j));
          // `stream` switched the mode: its data starts after the end-of-line.
          if ((this.modo as Modo) !== 'objeto') j = saltarFinDeLinea(d, j);
          i = j;
        }
      }
    }
    return n;
  }

  /** In stream data only the long dangerous names count, and the ones that tell an object stream. */
  private nombreEnFlujo(d: Buffer, desde: number, hasta: number): void {
    if (hasta - desde < 5 || hasta - desde > 64 || !INICIO_LARGO[d[desde]]) return;
    const nombre = decodificarNombre(d, desde, hasta);
    this.nombres.add(nombre);
    if (LARGOS.has(nombre)) this.hallazgos.add(nombre);
  }

  private nombre(nombre: string): void {
    if (PELIGROSOS.has(nombre)) this.hallazgos.add(nombre);
    this.nombres.add(nombre);
    this.token(`/${nombre}`);
  }

  private palabra(palabra: string): void {
    const a = this.t2;
    const b = this.t3;
    if (palabra === 'obj') {
      this.nombres.clear();
      this.first = -1;
      this.token(palabra, `${a} ${b}`);
      return;
    }
    if (palabra === 'R' && this.t1 === '/OpenAction') this.refsOpenAction.add(`${a} ${b}`);
    // Inside an object stream there are no streams: the word is only a token there.
    if (palabra === 'stream' && !this.enObjStm) {
      if (this.esObjStm()) this.empezarObjStm();
      else {
        this.modo = 'flujo';
        this.nombres.clear();
      }
      return;
    }
    if (this.t3 === '/First' && palabra !== '?') this.first = Number(palabra);
    this.token(palabra);
  }

  /** Keeps the last tokens; notes which objects are dictionaries and refuses an inline /OpenAction action. */
  private token(t: string, objeto?: string): void {
    if (t === '<<') {
      if (this.t3 === '/OpenAction') this.hallazgos.add('OpenAction');
      if (this.t3 === 'obj' && this.objetoActual) this.diccionarios.add(this.objetoActual);
    }
    if (t === 'obj') this.objetoActual = objeto;
    this.t1 = this.t2;
    this.t2 = this.t3;
    this.t3 = t;
  }

  private objetoActual: string | undefined;

  private esObjStm(): boolean {
    return this.nombres.has('ObjStm') || this.nombres.has('First');
  }

  private empezarObjStm(): void {
    // Only FlateDecode (or no filter) is read; anything else in an object stream is not something we can check.
    const filtros = [...this.nombres].filter((n) => n.endsWith('Decode'));
    if (filtros.some((f) => f !== 'FlateDecode')) this.ilegible = true;
    this.modo = 'objstm';
    this.comprimido = [];
    this.bytesComprimidos = 0;
  }

  private capturar(parte: Buffer): void {
    // The end-of-line after `stream` may arrive with the next chunk.
    if (this.bytesComprimidos === 0) parte = parte.subarray(saltarFinDeLinea(parte, 0));
    if (!parte.length) return;
    this.bytesComprimidos += parte.length;
    if (this.bytesComprimidos > MAX_OBJSTM_COMPRIMIDO) this.ilegible = true;
    else this.comprimido.push(Buffer.from(parte));
  }

  private cerrarObjStm(): void {
    const crudo = Buffer.concat(this.comprimido);
    this.comprimido = [];
    const first = this.first;
    const flate = this.nombres.has('FlateDecode');
    this.nombres.clear();
    this.t1 = this.t2 = this.t3 = '';
    if (this.ilegible || this.enObjStm) return;
    let datos: Buffer;
    if (flate || crudo[0] === 0x78) {
      try {
        // Z_SYNC_FLUSH: a stream cut short still gives what a forgiving viewer would read from it.
        datos = zlib.inflateSync(crudo, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: MAX_INFLADO_TOTAL - this.inflado });
      } catch {
        this.ilegible = true;
        return;
      }
    } else datos = crudo;
    this.inflado += datos.length;
    const interno = new EscanerPdf(true);
    interno.push(datos);
    for (const h of interno.terminar()) this.hallazgos.add(h);
    if (interno.ilegible) this.ilegible = true;
    for (const ref of interno.refsOpenAction) this.refsOpenAction.add(ref);
    // The header lists `number offset` pairs; an object that starts with `<<` is a dictionary.
    if (first > 0) {
      const pares = datos.subarray(0, first).toString('latin1').trim().split(/\s+/).map(Number);
      for (let k = 0; k + 1 < pares.length; k += 2) {
        const desde = first + pares[k + 1];
        const inicio = datos.subarray(desde, desde + 64).toString('latin1').trimStart();
        if (inicio.startsWith('<<')) this.diccionarios.add(`${pares[k]} 0`);
      }
    }
  }
}

/** A `stream` keyword (standing alone) inside stream data: an object the cross-reference table may point into. */
function flujoAnidado(d: Buffer, desde: number, hasta: number): number {
  for (let k = d.indexOf('stream', desde, 'latin1'); k >= 0 && k < hasta; k = d.indexOf('stream', k + 1, 'latin1')) {
    if ((k === 0 || !regular(d[k - 1])) && !regular(d[k + 6] ?? 32)) return k;
  }
  return -1;
}

/** Stream data starts after the end-of-line that follows `stream`. */
function saltarFinDeLinea(d: Buffer, j: number): number {
  if (d[j] === 13 && d[j + 1] === 10) return j + 2;
  if (d[j] === 10 || d[j] === 13) return j + 1;
  return j;
}

export const MENSAJE_PDF_ACTIVO =
  'El PDF contiene contenido activo (JavaScript, acciones automáticas, formularios XFA o archivos incrustados), que no se acepta por seguridad. Guárdelo o imprímalo de nuevo como PDF sin ese contenido.';
export const MENSAJE_PDF_ILEGIBLE =
  'No se pudo revisar el contenido del PDF (está dañado, cifrado o usa una compresión no admitida). Guárdelo o imprímalo de nuevo como PDF sin contraseña e intente otra vez.';
