import Typography from '@mui/material/Typography';
import { ARCO_URL, type AvisoArea } from '../../../shared/privacidad';
import { site } from '../config/site';
import { TextLink } from './TextLink';

/** The simplified privacy notice beside a form that collects personal data, and the link to the integral one. */
export function AvisoSimplificado({ aviso }: { aviso: AvisoArea }) {
  return (
    <Typography variant="body2" sx={{ mb: 1.5 }}>
      {site.name}, por conducto de {aviso.oficina}, es responsable de los datos personales que recaba este formulario. Los
      usamos para {aviso.finalidades}.
      {aviso.adicionales
        ? ` Si usted no se opone, también para ${aviso.adicionales}; puede negarse en cualquier momento.`
        : ''}{' '}
      Ejerza sus derechos de acceso, rectificación, cancelación u oposición en <TextLink to={ARCO_URL}>Sus derechos ARCO</TextLink>.{' '}
      Consulte el{' '}
      <TextLink to={aviso.url} target="_blank" rel="noopener">
        aviso de privacidad integral de {aviso.tratamiento.toLowerCase()} (se abre en una pestaña nueva)
      </TextLink>
      . Versión {aviso.version}.
    </Typography>
  );
}
