/* global process, performance, fetch, FormData, Blob, TextEncoder -- Node 20 globals (eslint knows only browser-less .ts here) */
// The load generator of bench/postulaciones-envios.ts, in a child process: building and sending 2 MB bodies
// neither shares the server's event loop nor counts in the server's RSS. Plain JavaScript (no loader needed).
// Sends `total` multipart uploads, `concurrencia` at a time; each one from its own X-Forwarded-For address (the
// server trusts the proxy header in the bench, see there why). workerData and the answer: Trabajo and Medicion
// in postulaciones-envios.ts, over the IPC channel.

function datos(categoriaId, ronda, i) {
  return JSON.stringify({
    categoriaId,
    postulante: { nombre: `Persona de Prueba ${i}`, correo: `persona.${ronda}.${i}@bench.mx`, telefono: '55 1234 5678', vinculo: 'externo' },
    nominador: { tipo: 'propia' },
    semblanza: `<p>Semblanza de la persona ${i}: trayectoria destacada en su comunidad.</p>`,
    avisoPrivacidad: true,
  });
}

async function main(t) {
  // A PDF by its signature, padded to the size: the server checks type by content and streams it to disk.
  const pdf = new Uint8Array(t.bytes).fill(0x20);
  pdf.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
  pdf.set(new TextEncoder().encode('\n%%EOF\n'), t.bytes - 7);
  const archivo = new Blob([pdf], { type: 'application/pdf' });
  const latencias = [];
  let fallos = 0;
  let primerFallo = null;
  let siguiente = 0;
  const inicio = performance.now();
  const trabajador = async () => {
    while (siguiente < t.total) {
      const i = siguiente++;
      const form = new FormData();
      if (t.categoriaId !== null) form.append('datos', datos(t.categoriaId, t.ronda, i));
      form.append('cv', archivo, `cv-${i}.pdf`);
      const desde = performance.now();
      try {
        const res = await fetch(t.url, {
          method: 'POST',
          body: form,
          headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        });
        const texto = await res.text();
        if (res.status !== 201) {
          fallos += 1;
          primerFallo ??= `${res.status} ${texto.slice(0, 200)}`;
        }
      } catch (error) {
        fallos += 1;
        primerFallo ??= String(error);
      }
      latencias.push(performance.now() - desde);
    }
  };
  await Promise.all(Array.from({ length: t.concurrencia }, trabajador));
  return { segundos: (performance.now() - inicio) / 1000, latencias, fallos, primerFallo };
}

process.once('message', async (trabajo) => {
  const medicion = await main(trabajo);
  process.send(medicion, () => process.exit(0));
});
