import { NullableBooleanInput, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { BusquedaInput } from '../common/filters';
import { R } from '../resourceNames';
import { origenChoices, situacionChoices } from './choices';

// The list's filters, also offered by the reports page (reportes/ReporteFiltros.tsx): their own file, so that
// page's chunk does not carry the list.
const f = (field: string) => `resources.egresados.fields.${field}`;

export const egresadoFilters = [
  <BusquedaInput key="q" source="q" alwaysOn placeholder="resources.egresados.search" sx={{ width: { xs: '100%', sm: 360 } }} />,
  <ReferenceInput key="nivelId" source="nivelId" reference={R.egresados.niveles} sort={{ field: 'orden', order: 'ASC' }} perPage={100}>
    <SelectInput label={f('nivelId')} optionText="nombre" emptyText="app.filters.todos" />
  </ReferenceInput>,
  <ReferenceInput key="programaId" source="programaId" reference={R.egresados.programas} sort={{ field: 'nombre', order: 'ASC' }} perPage={500}>
    <SelectInput label={f('programaId')} optionText="nombre" emptyText="app.filters.todos" />
  </ReferenceInput>,
  <NumberInput key="anioEgreso" source="anioEgreso" label={f('anioEgreso')} step={1} />,
  <NullableBooleanInput key="titulado" source="titulado" label={f('titulado')} nullLabel="app.filters.todos" trueLabel="resources.egresados.values.si" falseLabel="resources.egresados.values.no" />,
  <SelectInput key="situacionLaboral" source="situacionLaboral" label={f('situacionLaboral')} choices={situacionChoices} translateChoice={false} emptyText="app.filters.todos" />,
  <NullableBooleanInput key="verificado" source="verificado" label={f('verificado')} nullLabel="app.filters.todos" trueLabel="resources.egresados.values.verificado" falseLabel="resources.egresados.values.sin_verificar" />,
  <SelectInput key="origen" source="origen" label={f('origen')} choices={origenChoices} translateChoice={false} emptyText="app.filters.todos" />,
];
