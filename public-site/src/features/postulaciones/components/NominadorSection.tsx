import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Texto, type CamposProps } from './campos';
import { Seccion } from './Seccion';

const half = { xs: 12, sm: 6 } as const;

/** Who nominates: the nominee themself, or a third party with name, email and relationship. */
export function NominadorSection(props: CamposProps) {
  const { values, set } = props;
  return (
    <Seccion id="seccion-nominador" titulo="Quién postula">
      <FormControl>
        <FormLabel id="nominador-tipo">¿A quién postula?</FormLabel>
        <RadioGroup aria-labelledby="nominador-tipo" name="nominadorTipo" value={values.nominadorTipo} onChange={(e) => set('nominadorTipo', e.target.value as 'propia' | 'tercero')}>
          <FormControlLabel value="propia" control={<Radio />} label="Me postulo a mí mismo(a)" />
          <FormControlLabel value="tercero" control={<Radio />} label="Postulo a otra persona" />
        </RadioGroup>
      </FormControl>
      {values.nominadorTipo === 'tercero' && (
        <Grid container spacing={2}>
          <Grid size={half}>
            <Texto {...props} campo="nominadorNombre" label="Su nombre completo" props={{ required: true, autoComplete: 'name' }} />
          </Grid>
          <Grid size={half}>
            <Texto {...props} campo="nominadorCorreo" label="Su correo electrónico" props={{ required: true, type: 'email', maxLength: 254, autoComplete: 'email' }} />
          </Grid>
          <Grid size={12}>
            <Texto
              {...props}
              campo="nominadorRelacion"
              label="Relación con quien se postula"
              props={{ required: true, maxLength: 120, helperText: 'Por ejemplo: jefe directo, profesor, colega' }}
            />
          </Grid>
        </Grid>
      )}
    </Seccion>
  );
}
