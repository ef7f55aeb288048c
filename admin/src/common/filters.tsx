import { SearchInput, SelectInput, required, useTranslate, type SearchInputProps } from 'react-admin';
import { ALL_AREAS } from '../providers/dataProvider';
import { areaChoices } from './fields';

export const activeChoices = [
  { id: 'true', name: 'app.filters.activos' },
  { id: 'false', name: 'app.filters.inactivos' },
];

export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;

/**
 * A search box whose placeholder (its name) is a catalog key. Every prop the filter form gives reaches SearchInput:
 * without its helperText={false} the box is also described by an empty helper text, which axe reads as a field named
 * only by its title (label-title-only).
 */
export const BusquedaInput = ({ placeholder, ...props }: SearchInputProps & { placeholder: string }) => {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(placeholder)} />;
};

export const activeFilter = (label: string) => (
  <SelectInput key="activo" source="activo" label={label} choices={activeChoices} emptyText="app.filters.todos" />
);

/** Users: no area means every user. */
export const optionalAreaFilter = (label: string) => (
  <SelectInput key="area" source="area" label={label} choices={areaChoices} emptyText="app.actions.all_areas" />
);

const scopedAreaChoices = [{ id: ALL_AREAS, name: 'app.actions.all_areas' }, ...areaChoices];
const alwaysSet = [required()];

/**
 * Roles and permissions: a screen shows its own area unless the user picks another one (or all). Required
 * only so the select offers no empty choice; the asterisk would suggest the user must do something.
 */
export const scopedAreaFilter = (label: string) => (
  <SelectInput key="area" source="area" label={label} choices={scopedAreaChoices} validate={alwaysSet} alwaysOn sx={{ '& .MuiInputLabel-root span[aria-hidden="true"]': { display: 'none' } }} />
);

/**
 * A state filter that also offers a group of states as one choice (a to-do list queue arrives with an array in the
 * URL): the group shows by its name, and choosing it puts the same array back in the filter.
 */
export function conGrupo<T extends string>(choices: { id: string; name: string }[], grupo: { estados: readonly T[]; name: string }) {
  const id = grupo.estados.join(',');
  return {
    choices: [{ id, name: grupo.name }, ...choices],
    format: (v: unknown) => (Array.isArray(v) ? v.join(',') : (v ?? '')),
    parse: (v: unknown) => (typeof v === 'string' && v.includes(',') ? v.split(',') : v),
  };
}
