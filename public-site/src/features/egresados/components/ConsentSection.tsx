import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AVISO_PRIVACIDAD_URL, AVISO_PRIVACIDAD_VERSION } from '../../../../../shared/egresados/valores';
import { fieldId } from '../form/use-egresado-form';
import { TextLink } from '../../../components/TextLink';

interface ConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The aviso de privacidad: a link that opens it beside the form, and the consent the server records with its version. */
export function ConsentSection({ checked, onChange, error }: ConsentProps) {
  return (
    <Paper component="section" aria-labelledby="seccion-aviso" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="seccion-aviso" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Aviso de privacidad
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Usamos sus datos para el seguimiento de egresados y para mantenerle informado de ofertas, eventos y trámites. Lea el{' '}
        <TextLink to={AVISO_PRIVACIDAD_URL} target="_blank" rel="noopener">
          aviso de privacidad integral (se abre en una pestaña nueva)
        </TextLink>{' '}
        antes de enviar sus datos. Versión {AVISO_PRIVACIDAD_VERSION}.
      </Typography>
      <FormControl error={!!error} required>
        <FormControlLabel
          control={
            <Checkbox
              id={fieldId('avisoPrivacidad')}
              name="avisoPrivacidad"
              checked={checked}
              onChange={(e) => onChange(e.target.checked)}
              slotProps={{ input: { 'aria-describedby': error ? 'aviso-error' : undefined, 'aria-invalid': !!error } as object }}
            />
          }
          label="He leído y acepto el aviso de privacidad"
        />
        {error && <FormHelperText id="aviso-error">{error}</FormHelperText>}
      </FormControl>
    </Paper>
  );
}
