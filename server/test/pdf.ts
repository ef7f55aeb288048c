// Small PDFs for tests: a plain one, or one whose catalog carries extra entries (active content), written
// either as plain objects or compressed inside an object stream, as modern writers do.
import zlib from 'node:zlib';

export function pdfDePrueba(opciones: { catalogo?: string; objetos?: string[]; objStm?: boolean; relleno?: number } = {}): Buffer {
  const objetos = [`<< /Type /Catalog /Pages 2 0 R ${opciones.catalogo ?? ''} >>`, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>', ...(opciones.objetos ?? [])];
  const partes: string[] = ['%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'];
  const relleno = opciones.relleno ? `4 0 obj\n<< /Length ${opciones.relleno} >>\nstream\n${'x'.repeat(opciones.relleno)}\nendstream\nendobj\n` : '';
  if (opciones.objStm) {
    const cuerpos = objetos.map((o) => `${o}\n`);
    let offset = 0;
    const cabecera = cuerpos.map((c, k) => {
      const par = `${k + 1} ${offset}`;
      offset += c.length;
      return par;
    }).join(' ') + '\n';
    const comprimido = zlib.deflateSync(Buffer.from(cabecera + cuerpos.join(''), 'latin1'));
    const dict = `100 0 obj\n<< /Type /ObjStm /N ${objetos.length} /First ${cabecera.length} /Filter /FlateDecode /Length ${comprimido.length} >>\nstream\n`;
    return Buffer.concat([Buffer.from(partes.join('') + relleno + dict, 'latin1'), comprimido, Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
  }
  objetos.forEach((o, k) => partes.push(`${k + 1} 0 obj\n${o}\nendobj\n`));
  return Buffer.from(partes.join('') + relleno + 'trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
}
