import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AVISOS } from '../../../../../../shared/privacidad';
import { AvisoSimplificado } from '../../../../components/AvisoSimplificado';

interface Props {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The aviso de privacidad: a link that opens it beside the form, and the consent the server records. */
export function Consentimiento({ id, checked, onChange, error }: Props) {
  return (
    <Paper component="section" aria-labelledby="seccion-aviso" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="seccion-aviso" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Aviso de privacidad
      </Typography>
      <AvisoSimplificado aviso={AVISOS['servicio-social']} />
      <FormControl error={!!error} required>
        <FormControlLabel
          control={
            <Checkbox
              id={id}
              name="avisoPrivacidad"
              checked={checked}
              onChange={(e) => onChange(e.target.checked)}
              slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined, 'aria-invalid': !!error } as object }}
            />
          }
          label="He leído y acepto el aviso de privacidad"
        />
        {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
      </FormControl>
    </Paper>
  );
}
