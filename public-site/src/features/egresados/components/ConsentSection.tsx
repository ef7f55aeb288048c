import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AVISOS } from '../../../../../shared/privacidad';
import { AvisoSimplificado } from '../../../components/AvisoSimplificado';
import { fieldId } from '../form/use-egresado-form';
import { CheckboxInput } from '../../../components/CheckboxInput';

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
      <AvisoSimplificado aviso={AVISOS.egresados} />
      <CheckboxInput
        id={fieldId('avisoPrivacidad')}
        name="avisoPrivacidad"
        checked={checked}
        onChange={onChange}
        required
        error={!!error}
        describedBy={error ? 'aviso-error' : undefined}
        label="He leído y acepto el aviso de privacidad"
      />
      {error && (
        <Typography id="aviso-error" variant="caption" component="p" color="error" sx={{ mt: '3px' }}>
          {error}
        </Typography>
      )}
    </Paper>
  );
}
