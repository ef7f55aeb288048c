import { Box, Typography } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { campanaInputSchema, type CampanaInput } from '../../../shared/schemas/campanas';
import { zodValidator } from '../common/zodValidator';
import { R } from '../resourceNames';
import { AudienciaConteo } from './AudienciaConteo';
import { AudienciaInputs } from './AudienciaInputs';
import { EnvioInput, FECHA_INVALIDA } from './EnvioInput';
import { limpiarFiltro } from './filtro';

export const f = (field: string) => `resources.${R.egresados.campanas}.fields.${field}`;

/** The form's values as the API takes them. */
export function aPeticion(values: Record<string, unknown>): CampanaInput {
  return {
    nombre: values.nombre as string,
    plantillaId: values.plantillaId as number,
    filtro: limpiarFiltro(values.filtro),
    programadaPara: (values.programadaPara as string | null | undefined) || null,
  };
}

const schemaErrors = zodValidator(campanaInputSchema);

export function validateCampana(values: Record<string, unknown>): Record<string, string> {
  const errors = schemaErrors({ ...aPeticion(values), programadaPara: values.programadaPara === '' ? null : values.programadaPara });
  const fecha = values.programadaPara;
  if (fecha === '') errors.programadaPara = 'app.campanas.form.fecha_requerida';
  else if (typeof fecha === 'string' && fecha !== FECHA_INVALIDA && !errors.programadaPara && new Date(fecha).getTime() <= Date.now()) {
    errors.programadaPara = 'app.campanas.form.fecha_pasada';
  }
  return errors;
}

/** Name, template, audience and when; create and edit share them. */
export const CampanaInputs = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 720, display: 'flex', flexDirection: 'column' }}>
      <TextInput source="nombre" label={f('nombre')} isRequired />
      <ReferenceInput source="plantillaId" reference={R.egresados.plantillas} sort={{ field: 'nombre', order: 'ASC' }} perPage={200}>
        <SelectInput label={f('plantillaId')} optionText="nombre" isRequired />
      </ReferenceInput>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('app.campanas.audiencia')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.campanas.form.audiencia_ayuda')}
      </Typography>
      <AudienciaInputs />
      <AudienciaConteo />
      <EnvioInput />
    </Box>
  );
};
