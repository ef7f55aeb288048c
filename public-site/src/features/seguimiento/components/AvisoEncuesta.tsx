import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AVISO_PRIVACIDAD_URL } from '../../../../../shared/egresados/valores';
import { ARCO_URL } from '../../../../../shared/privacidad';
import { AVISO_SEGUIMIENTO_VERSION } from '../../../../../shared/seguimiento/respuestas';
import { CheckboxInput } from '../../../components/CheckboxInput';
import { TextLink } from '../../../components/TextLink';

/**
 * The aviso de privacidad of this purpose. Without `onChange` it is the notice alone, shown on the first screen before
 * any answer is saved; with it, the consent the server records with its version and time when the answers are sent.
 */
export function AvisoEncuesta({ checked = false, onChange }: { checked?: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <Paper component="section" aria-labelledby="aviso-encuesta" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="aviso-encuesta" component={onChange ? 'h3' : 'h2'} variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Aviso de privacidad
      </Typography>
      <Typography variant="body2" sx={{ mb: onChange ? 1.5 : 0 }}>
        Sus respuestas se usan para el seguimiento de egresados y empleadores: estudios de empleabilidad y pertinencia, y los
        indicadores que piden los organismos acreditadores. Se reportan solo en conjunto, nunca con su nombre. Puede consultar,
        corregir o cancelar sus datos, u oponerse a recibir encuestas, en <TextLink to={ARCO_URL}>Sus derechos ARCO</TextLink>. Lea el{' '}
        <TextLink to={AVISO_PRIVACIDAD_URL} target="_blank" rel="noopener">
          aviso de privacidad integral (se abre en una pestaña nueva)
        </TextLink>
        . Versión {AVISO_SEGUIMIENTO_VERSION}.
      </Typography>
      {onChange && <CheckboxInput id="acepta-aviso" name="aceptaAviso" checked={checked} onChange={onChange} required label="He leído y acepto el aviso de privacidad" />}
    </Paper>
  );
}
