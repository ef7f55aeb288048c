import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Columna<T> {
  titulo: string;
  valor: (fila: T) => string | number | null;
  numero?: boolean;
}

const formato = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** A titled, horizontally scrollable table of the report. */
export function TablaConteo<T>({ titulo, ayuda, columnas, filas }: { titulo: string; ayuda?: string; columnas: Columna<T>[]; filas: T[] }) {
  const t = useTranslate();
  return (
    <section aria-label={t(titulo)}>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>{t(titulo)}</Typography>
      {ayuda ? <Typography variant="body2" color="text.secondary">{t(ayuda)}</Typography> : null}
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {columnas.map((c) => <TableCell key={c.titulo} align={c.numero ? 'right' : 'left'}>{t(c.titulo)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.length === 0 ? (
              <TableRow><TableCell colSpan={columnas.length}>{t('app.ss_fin.reportes.sin_datos')}</TableCell></TableRow>
            ) : filas.map((fila, i) => (
              <TableRow key={i}>
                {columnas.map((c) => {
                  const v = c.valor(fila);
                  return <TableCell key={c.titulo} align={c.numero ? 'right' : 'left'}>{v === null ? '—' : typeof v === 'number' ? formato.format(v) : v}</TableCell>;
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
