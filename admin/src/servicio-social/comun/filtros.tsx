import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { R } from '../../resourceNames';
import { estadoChoices, type Clase } from './EstadoChip';

const TODOS = 'app.servicio_social.filtros.todos';

export const estadoFiltro = (clase: Clase, estados: readonly string[], label: string) => (
  <SelectInput key="estado" source="estado" label={label} choices={estadoChoices(clase, estados)} emptyText={TODOS} alwaysOn />
);

export const institucionFiltro = (label: string) => (
  <ReferenceInput key="institucionId" source="institucionId" reference={R.servicioSocial.instituciones} sort={{ field: 'razonSocial', order: 'ASC' }} filter={{ estado: 'aprobada' }}>
    <AutocompleteInput label={label} optionText="razonSocial" filterToQuery={(q) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>
);

export const programaFiltro = (label: string) => (
  <ReferenceInput key="programaId" source="programaId" reference={R.servicioSocial.programas} sort={{ field: 'nombre', order: 'ASC' }} filter={{ estado: 'aprobado' }}>
    <AutocompleteInput label={label} optionText="nombre" filterToQuery={(q) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>
);

/** Periods are filtered by their clave («2027-1»), which is what programs and services store. */
export const periodoFiltro = (label: string) => (
  <ReferenceInput key="periodo" source="periodo" reference={R.servicioSocial.periodos} sort={{ field: 'inicio', order: 'DESC' }}>
    <SelectInput label={label} optionText="clave" optionValue="clave" emptyText={TODOS} />
  </ReferenceInput>
);
