import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatScore } from '../../../../../../shared/formato';
import type { MiPostulacion } from '../../../../../../shared/schemas/mis-postulaciones';

const puntos = (v: number | null) => (v === null ? '—' : formatScore(v));

/** After publication: the jurados' comments (anonymised by the server) and, if the category shares them, the scores. */
export function Retroalimentacion({ datos }: { datos: NonNullable<MiPostulacion['retroalimentacion']> }) {
  return (
    <Stack spacing={2}>
      {datos.comentarios.length ? (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
          {datos.comentarios.map((c, i) => (
            <li key={i}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{c}</Typography>
            </li>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">El jurado no dejó comentarios.</Typography>
      )}
      {datos.rondas && datos.rondas.length > 0 && (
        <Table size="small" aria-label="Puntaje por ronda">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">Ronda</TableCell>
              <TableCell component="th" scope="col" align="right">Su resultado</TableCell>
              <TableCell component="th" scope="col" align="right">Promedio de la categoría</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {datos.rondas.map((r) => (
              <TableRow key={r.numero}>
                <TableCell component="th" scope="row">Ronda {r.numero}</TableCell>
                <TableCell align="right">{puntos(r.puntaje)}</TableCell>
                <TableCell align="right">{puntos(r.promedioCategoria)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
