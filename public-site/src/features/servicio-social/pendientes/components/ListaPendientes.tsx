import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Pendiente } from '../../../../../../shared/schemas/pendientes';
import { TextLink } from '../../../../components/TextLink';
import { Tarjeta } from '../../comun/components/Tarjeta';
import type { leerPendientes } from '../api/pendientes';
import { antiguedad, textoPendiente } from './textos';

/** What `useQuery(leerPendientes)` holds. */
export interface ConsultaPendientes {
  data: Awaited<ReturnType<typeof leerPendientes>> | null;
  error: unknown;
}

/**
 * «Sus pendientes»: each item links to the page where it is done; nothing waiting says so. The home page asks for
 * the list with its own data and shows both at once, so the list does not push the page down when it arrives.
 */
export function ListaPendientes({ vacio, consulta }: { vacio: string; consulta: ConsultaPendientes }) {
  const lista: Pendiente[] = consulta.data?.pendientes.filter((p) => p.cantidad > 0) ?? [];
  return (
    <Tarjeta title="Sus pendientes">
      {consulta.error ? (
        <Alert severity="error">No se pudo cargar su lista de pendientes.</Alert>
      ) : !consulta.data ? (
        <Typography color="text.secondary">Cargando sus pendientes…</Typography>
      ) : lista.length === 0 ? (
        <Typography color="text.secondary">{vacio}</Typography>
      ) : (
        <List dense disablePadding>
          {lista.map((p) => (
            <ListItem key={`${p.clave}:${p.enlace}`} disableGutters sx={{ display: 'block' }}>
              <TextLink to={p.enlace} sx={{ fontWeight: 600 }}>{textoPendiente(p)}</TextLink>
              {p.desde ? <Typography variant="body2" color="text.secondary">{antiguedad(p.desde)}</Typography> : null}
            </ListItem>
          ))}
        </List>
      )}
    </Tarjeta>
  );
}
