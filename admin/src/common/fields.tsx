import { Chip, type ChipProps } from '@mui/material';
import { FunctionField, useRecordContext, useTranslate, type FunctionFieldProps } from 'react-admin';
import { AREAS } from '../../../shared/permissions';

export const areaChoices = AREAS.map((area) => ({ id: area, name: `app.areas.${area}` }));

/** 'Activo' / 'Inactivo' as a chip: colour plus text, so it reads without colour too. */
export const ActiveChip = ({ source = 'activo' }: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const active = record[source] !== false;
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      color={active ? 'success' : 'default'}
      label={translate(active ? 'app.status.active' : 'app.status.inactive')}
    />
  );
};

/** An area's Spanish name. */
export const AreaField = (props: Omit<FunctionFieldProps, 'render'>) => {
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      render={(record) => (record[props.source ?? 'area'] ? translate(`app.areas.${record[props.source ?? 'area']}`) : '')}
    />
  );
};

/** A small label chip used for roles, areas and states. */
export const TagChip = (props: ChipProps) => <Chip size="small" variant="outlined" {...props} />;
