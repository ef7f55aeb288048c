import Grid from '@mui/material/Grid';
import { ENTIDADES_FEDERATIVAS, choices } from '../../../../../../shared/egresados/valores';
import { useMunicipios } from '../api/municipios';
import { Seleccion, Texto, mitad, type CampoForm } from './Campos';

/** Entidad federativa, then its municipios from the API (the list changes with the state). */
export function DomicilioCampos({ form }: { form: CampoForm }) {
  const set = form.set as unknown as (field: string, value: string) => void;
  const entidad = (form.values.entidadFederativa as string) ?? '';
  const municipios = useMunicipios(entidad);
  const actual = (form.values.municipio as string) ?? '';
  const opciones = (municipios.data ?? []).map((m) => ({ id: m, name: m }));
  // A stored municipio the list no longer has stays visible, so an edit does not silently drop it.
  if (actual && municipios.data && !municipios.data.includes(actual)) opciones.unshift({ id: actual, name: actual });
  return (
    <>
      <Grid size={mitad}>
        <Seleccion
          form={form}
          field="entidadFederativa"
          label="Entidad federativa"
          required
          options={choices(ENTIDADES_FEDERATIVAS)}
          onChange={(e) => {
            set('entidadFederativa', e.target.value);
            set('municipio', '');
          }}
        />
      </Grid>
      <Grid size={mitad}>
        <Seleccion
          form={form}
          field="municipio"
          label="Municipio o alcaldía"
          required
          disabled={!entidad || municipios.loading}
          helperText={!entidad ? 'Elija primero la entidad federativa.' : municipios.error ? 'No se pudo cargar la lista de municipios; intente de nuevo.' : undefined}
          options={opciones}
        />
      </Grid>
      <Grid size={12}>
        <Texto form={form} field="domicilio" label="Domicilio" helperText="Calle, número y colonia" required autoComplete="street-address" htmlInput={{ maxLength: 300 }} />
      </Grid>
    </>
  );
}
