import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { AVISOS } from '../../../../../shared/privacidad';
import { AvisoSimplificado } from '../../../components/AvisoSimplificado';
import { idCampo } from '../form/use-postulacion-form';
import { Seccion } from './Seccion';

/** The aviso de privacidad and the consent the server records with its version. */
export function ConsentimientoSection({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <Seccion id="seccion-aviso" titulo="Aviso de privacidad">
      <AvisoSimplificado aviso={AVISOS.postulaciones} />
      <FormControl error={!!error} required>
        <FormControlLabel
          control={
            <Checkbox
              id={idCampo('avisoPrivacidad')}
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
    </Seccion>
  );
}
