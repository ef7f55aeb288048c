import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { diffSnapshots, display } from './diff';
import type { AuditEntry } from './types';

const valueSx = { fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-word', verticalAlign: 'top' } as const;

/** Before and after, field by field; changed fields are marked in colour and in words. */
export const AuditDiff = (_props: { label?: string }) => {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  const rows = diffSnapshots(record.antes, record.despues);
  if (!rows.length) return <Typography color="text.secondary">{translate('resources.auditoria.diff.sin_cambios')}</Typography>;
  const fieldLabel = (field: string) => translate(`resources.${record.recurso}.fields.${field}`, { _: field });
  // A creation has no "before" and a disabling may have no "after": show only the sides that exist.
  const hasBefore = record.antes != null;
  const hasAfter = record.despues != null;
  const show = (value: unknown) => display(value, (flag) => translate(flag ? 'ra.boolean.true' : 'ra.boolean.false')) || '—';
  return (
    <Box sx={{ overflowX: 'auto', width: '100%', contain: 'inline-size' }}>
      <Table size="small" sx={{ minWidth: hasBefore && hasAfter ? 480 : 300 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.auditoria.diff.campo')}</TableCell>
            {hasBefore ? <TableCell>{translate('resources.auditoria.fields.antes')}</TableCell> : null}
            {hasAfter ? <TableCell>{translate('resources.auditoria.fields.despues')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.field} sx={row.changed ? { bgcolor: 'action.selected' } : undefined}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', fontWeight: row.changed ? 600 : undefined }}>
                {fieldLabel(row.field)}
                {row.changed ? (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {translate('resources.auditoria.diff.cambio')}
                  </Typography>
                ) : null}
              </TableCell>
              {hasBefore ? <TableCell sx={valueSx}>{show(row.before)}</TableCell> : null}
              {hasAfter ? <TableCell sx={valueSx}>{show(row.after)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
