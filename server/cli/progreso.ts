/** Long work's progress on stderr: one line rewritten in a terminal, one line per step in a log. */
export function progresoEnConsola(texto: string) {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${texto}`);
  else process.stderr.write(`${texto}\n`);
  if (process.stderr.isTTY && /listo|lista/.test(texto)) process.stderr.write('\n');
}
