import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NINGUNA_CONVOCATORIA_ABIERTA } from '../../../../../shared/schemas/postulaciones';
import type { SinConvocatoria } from '../api/convocatoria';
import { fechaHora } from '../form/fechas';

/** Outside the open dates: when the next call opens, or when the last one's results come out. */
export function ConvocatoriaCerrada({ info }: { info: SinConvocatoria | undefined }) {
  const c = info?.convocatoria;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{NINGUNA_CONVOCATORIA_ABIERTA}</AlertTitle>
      {c?.situacion === 'proxima' && (
        <Typography>
          La convocatoria «{c.nombre}» recibe postulaciones del <strong>{fechaHora(c.apertura)}</strong> al <strong>{fechaHora(c.cierre)}</strong>.
        </Typography>
      )}
      {c?.situacion === 'cerrada' && (
        <Typography>
          La convocatoria «{c.nombre}» cerró el {fechaHora(c.cierre)}. Los resultados se publican el <strong>{fechaHora(c.publicacionResultados)}</strong>.
        </Typography>
      )}
      {c?.situacion === 'resultados' && (
        <Typography>
          Ya se publicaron los resultados de «{c.nombre}». <Link href="/postulaciones/ganadores">Conozca a las personas ganadoras</Link>.
        </Typography>
      )}
      {!c && <Typography>Vuelva pronto: anunciaremos aquí la próxima convocatoria.</Typography>}
    </Alert>
  );
}
