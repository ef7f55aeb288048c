import { Box, Checkbox, FormControlLabel, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { ACTIONS, accionLabel, permissionLabel, recursoLabel } from '../../../shared/permissions';
import type { Permiso } from '../../../shared/schemas/permisos';
import { groupPermisos, type RecursoRow } from './groupPermisos';

interface Props {
  permisos: Permiso[];
  selected: ReadonlySet<number>;
  /** Omitted on read-only views. */
  onChange?: (ids: number[], checked: boolean) => void;
}

const cellSx = { px: 0.5, py: 0.25, textAlign: 'center' } as const;

function label(permiso: Permiso): string {
  return permiso.descripcion || permissionLabel(permiso.nombre);
}

/** Read-only cell: a check mark for granted, a dash for not granted, both spelled out for screen readers. */
const Mark = ({ permiso, granted }: { permiso: Permiso; granted: boolean }) => {
  const translate = useTranslate();
  const text = `${label(permiso)}: ${translate(granted ? 'ra.boolean.true' : 'ra.boolean.false')}`;
  return granted ? (
    <CheckIcon color="success" fontSize="small" titleAccess={text} sx={{ verticalAlign: 'middle' }} />
  ) : (
    <Typography component="span" color="text.disabled" aria-label={text} role="img">
      —
    </Typography>
  );
};

/** One permission: a checkbox when editing, a mark when reading. */
const Cell = ({ permiso, selected, onChange, withText }: { permiso: Permiso; selected: ReadonlySet<number>; onChange?: Props['onChange']; withText?: boolean }) => {
  const granted = selected.has(permiso.id);
  if (!onChange) {
    return withText ? (
      <Typography variant="body2" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 1.5 }}>
        <Mark permiso={permiso} granted={granted} />
        {accionLabel(permiso.accion)}
      </Typography>
    ) : (
      <Mark permiso={permiso} granted={granted} />
    );
  }
  const box = (
    <Checkbox
      size="small"
      checked={granted}
      onChange={(event) => onChange([permiso.id], event.target.checked)}
      slotProps={{ input: { 'aria-label': label(permiso), title: permissionLabel(permiso.nombre) } }}
    />
  );
  const dim = permiso.activo ? undefined : { opacity: 0.5 };
  return withText ? (
    <FormControlLabel label={<Typography variant="body2">{accionLabel(permiso.accion)}</Typography>} control={box} sx={dim} />
  ) : (
    <Box component="span" sx={dim}>
      {box}
    </Box>
  );
};

const Row = ({ row, selected, onChange }: { row: RecursoRow; selected: ReadonlySet<number>; onChange?: Props['onChange'] }) => {
  const translate = useTranslate();
  const checkedCount = row.all.filter((p) => selected.has(p.id)).length;
  const parcial = checkedCount > 0 && checkedCount < row.all.length;
  // Read-only views list only the extra actions the role has.
  const others = onChange ? row.others : row.others.filter((p) => selected.has(p.id));
  return (
    <TableRow hover={!!onChange}>
      <TableCell component="th" scope="row" sx={{ py: 0.25 }}>
        {onChange ? (
          <FormControlLabel
            label={<Typography variant="body2">{recursoLabel(row.recurso)}</Typography>}
            control={
              <Checkbox
                size="small"
                checked={checkedCount === row.all.length}
                indeterminate={parcial}
                // MUI says aria-checked="mixed" but leaves the input's own indeterminate state off; screen readers and
                // axe read that state, so it is set too.
                inputRef={(el: HTMLInputElement | null) => {
                  if (el) el.indeterminate = parcial;
                }}
                onChange={(event) => onChange(row.all.map((p) => p.id), event.target.checked)}
                slotProps={{ input: { 'aria-label': translate('resources.roles.matrix.all_row', { recurso: recursoLabel(row.recurso) }) } }}
              />
            }
          />
        ) : (
          <Typography variant="body2">{recursoLabel(row.recurso)}</Typography>
        )}
      </TableCell>
      {ACTIONS.map((accion) => {
        const permiso = row.actions[accion];
        return (
          <TableCell key={accion} sx={cellSx}>
            {permiso ? <Cell permiso={permiso} selected={selected} onChange={onChange} /> : null}
          </TableCell>
        );
      })}
      <TableCell sx={{ py: 0.25 }}>
        {others.map((permiso) => (
          <Cell key={permiso.id} permiso={permiso} selected={selected} onChange={onChange} withText />
        ))}
      </TableCell>
    </TableRow>
  );
};

/** Resources × actions, one table per area: the way staff think about what a role may do. */
export const PermissionMatrix = ({ permisos, selected, onChange }: Props) => {
  const translate = useTranslate();
  const groups = groupPermisos(permisos);
  if (!groups.length) return <Typography color="text.secondary">{translate('resources.roles.matrix.empty')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {groups.map((group) => (
        <Box key={group.area} component="section">
          <Typography id={`matrix-${group.area}`} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {translate(`app.areas.${group.area}`, { _: group.area })}
          </Typography>
          {/* inline-size containment keeps the table's width from stretching the page on phones: it scrolls instead,
              and takes the focus so a keyboard can scroll it where it holds no checkbox (the read-only role page). */}
          <Box tabIndex={0} role="region" aria-labelledby={`matrix-${group.area}`} sx={{ overflowX: 'auto', width: '100%', contain: 'inline-size' }}>
            <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 520 }}>
              <colgroup>
                <col style={{ width: '30%' }} />
                {ACTIONS.map((accion) => (
                  <col key={accion} style={{ width: '12%' }} />
                ))}
                <col style={{ width: '22%' }} />
              </colgroup>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ py: 0.5 }}>{translate('resources.roles.matrix.recurso')}</TableCell>
                  {ACTIONS.map((accion) => (
                    <TableCell key={accion} sx={{ ...cellSx, py: 0.5 }}>
                      {translate(`app.acciones.${accion}`)}
                    </TableCell>
                  ))}
                  <TableCell sx={{ py: 0.5 }}>{translate('resources.roles.matrix.others')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {group.rows.map((row) => (
                  <Row key={row.recurso} row={row} selected={selected} onChange={onChange} />
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      ))}
    </Box>
  );
};
