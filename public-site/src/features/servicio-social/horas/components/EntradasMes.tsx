import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EntradaHoras } from '../../../../../../shared/schemas/servicio-social-horas';
import { ESTADOS_HORAS } from '../../../../../../shared/servicio-social/documentos';
import { fechaCorta, numero } from '../../comun/formato';

const diaSemana = (fecha: string) =>
  new Intl.DateTimeFormat('es-MX', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${fecha}T12:00:00Z`));

/** The month's entries, each with its actions while it can still change (labels name the day for screen readers). */
export function EntradasMes({ entradas, editable, onEditar, onBorrar }: {
  entradas: EntradaHoras[];
  editable: boolean;
  onEditar: (e: EntradaHoras) => void;
  onBorrar: (e: EntradaHoras) => void;
}) {
  if (!entradas.length) return <Typography color="text.secondary">No hay horas registradas en este mes.</Typography>;
  return (
    <List disablePadding aria-label="Horas registradas del mes">
      {entradas.map((e, i) => (
        <ListItem key={e.id} disableGutters divider={i < entradas.length - 1} sx={{ display: 'block', py: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography>
              <Box component="span" sx={{ fontWeight: 600, textTransform: 'capitalize' }}>{diaSemana(e.fecha)}</Box> {fechaCorta(e.fecha)}
            </Typography>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{numero(e.horas)} h</Typography>
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', my: 0.5 }}>{e.actividades}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={ESTADOS_HORAS[e.estado]} />
            {editable && e.estado === 'registrada' && (
              <>
                <Button size="small" onClick={() => onEditar(e)} aria-label={`Editar las horas del ${fechaCorta(e.fecha)}`}>Editar</Button>
                <Button size="small" color="error" onClick={() => onBorrar(e)} aria-label={`Eliminar las horas del ${fechaCorta(e.fecha)}`}>Eliminar</Button>
              </>
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
