import { FormControl, FormHelperText, FormLabel, LinearProgress } from '@mui/material';
import { useGetList, useInput, useResourceContext, useTranslate } from 'react-admin';
import type { Permiso } from '../../../shared/schemas/permisos';
import { ALL_AREAS } from '../providers/dataProvider';
import { siblingResource } from '../resourceNames';
import { PermissionMatrix } from './PermissionMatrix';

// Every permission of every area: a role of one area usually also needs platform permissions.
export const ALL_PERMISOS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'nombre', order: 'ASC' as const }, filter: { area: ALL_AREAS } };

/** The role's permissions as a checkbox matrix; its value is `permisoIds`. */
export const PermisoIdsInput = () => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'egresados/roles';
  const { id, field, fieldState } = useInput<number[]>({ source: 'permisoIds', defaultValue: [] });
  const { data = [], isPending, error } = useGetList<Permiso>(siblingResource(resource, 'permisos'), ALL_PERMISOS);
  const selected = new Set<number>(field.value ?? []);
  const change = (ids: number[], checked: boolean) => {
    const next = new Set(selected);
    ids.forEach((permisoId) => (checked ? next.add(permisoId) : next.delete(permisoId)));
    field.onChange([...next]);
  };
  const message = fieldState.error?.message;
  return (
    <FormControl component="fieldset" id={id} error={!!message} sx={{ width: '100%', my: 1 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {translate('resources.roles.fields.permisoIds')}
      </FormLabel>
      <FormHelperText sx={{ mx: 0, mb: 1 }}>
        {translate('resources.roles.helpers.permisoIds')} {translate('resources.roles.matrix.selected', { smart_count: selected.size })}
      </FormHelperText>
      {isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {error ? <FormHelperText error>{(error as Error).message}</FormHelperText> : null}
      {!isPending && !error ? <PermissionMatrix permisos={data} selected={selected} onChange={change} /> : null}
      {message ? <FormHelperText error>{translate(message, { _: message })}</FormHelperText> : null}
    </FormControl>
  );
};
