import { Box } from '@mui/material';
import { NullableBooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { origenChoices, situacionChoices } from '../egresados/choices';
import { R } from '../resourceNames';

const f = (field: string) => `resources.egresados.fields.${field}`;

/** The same filters as the graduates list, kept in the campaign's `filtro`. */
export const AudienciaInputs = () => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
    <ReferenceInput source="filtro.nivelId" reference={R.egresados.niveles} sort={{ field: 'orden', order: 'ASC' }} perPage={100}>
      <SelectInput label={f('nivelId')} optionText="nombre" emptyText="app.filters.todos" />
    </ReferenceInput>
    <ReferenceInput source="filtro.programaId" reference={R.egresados.programas} sort={{ field: 'nombre', order: 'ASC' }} perPage={500}>
      <SelectInput label={f('programaId')} optionText="nombre" emptyText="app.filters.todos" />
    </ReferenceInput>
    <NumberInput source="filtro.anioEgreso" label={f('anioEgreso')} step={1} min={1900} max={2200} />
    <NullableBooleanInput source="filtro.titulado" label={f('titulado')} nullLabel="app.filters.todos" trueLabel="resources.egresados.values.si" falseLabel="resources.egresados.values.no" />
    <SelectInput source="filtro.situacionLaboral" label={f('situacionLaboral')} choices={situacionChoices} translateChoice={false} emptyText="app.filters.todos" />
    <NullableBooleanInput source="filtro.verificado" label={f('verificado')} nullLabel="app.filters.todos" trueLabel="resources.egresados.values.verificado" falseLabel="resources.egresados.values.sin_verificar" />
    <SelectInput source="filtro.origen" label={f('origen')} choices={origenChoices} translateChoice={false} emptyText="app.filters.todos" />
    <TextInput source="filtro.q" label="app.campanas.audiencia_busqueda" />
  </Box>
);
