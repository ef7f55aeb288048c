import { MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { DataTable, Pagination, ReferenceManyField, SimpleList, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { ESTADOS_DESTINATARIO, type Campana, type Destinatario } from '../../../shared/schemas/campanas';
import { DateText } from '../common/DateText';
import { useIsSmall } from '../common/useIsSmall';
import { DESTINATARIOS } from '../providers/dataProvider';
import { EstadoDestinatarioChip, estadoDestinatarioChoices } from './estados';

const Column = DataTable.Col<Destinatario>;
const d = (field: string) => `app.campanas.destinatarios.${field}`;

/** Reloads the rows whenever the campaign's polled numbers move, so the table never lags behind the bar. */
const AlCambiar = ({ clave }: { clave: string }) => {
  const { refetch } = useListContext();
  const anterior = useRef(clave);
  useEffect(() => {
    if (anterior.current === clave) return;
    anterior.current = clave;
    void refetch();
  }, [clave, refetch]);
  return null;
};

/** Each recipient with its result, filterable by state; follows the campaign's polling while it is sending. */
export const DestinatariosTabla = () => {
  const record = useRecordContext<Campana>();
  const translate = useTranslate();
  const small = useIsSmall();
  const [estado, setEstado] = useState('');
  if (!record) return null;
  const vacio = <Typography color="text.secondary" sx={{ py: 2 }}>{translate(d('vacio'))}</Typography>;
  const clave = [record.estado, record.enviados, record.fallidos, record.bajas, record.pendientes].join('-');
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate(d('title'))}
      </Typography>
      <TextField
        select
        size="small"
        label={translate(d('filtro_estado'))}
        value={estado}
        onChange={(event) => setEstado(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180, my: 1 }}
      >
        <MenuItem value="">{translate(d('todos'))}</MenuItem>
        {estadoDestinatarioChoices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <ReferenceManyField
        reference={DESTINATARIOS}
        target="campanaId"
        filter={estado ? { estado } : {}}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <AlCambiar clave={clave} />
        {small ? (
          <SimpleList<Destinatario>
            primaryText={(row) => row.correo}
            secondaryText={(row) => ESTADOS_DESTINATARIO[row.estado === 'enviando' ? 'pendiente' : row.estado]}
            tertiaryText={(row) => row.ultimoError ?? ''}
            linkType={false}
            empty={vacio}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false} empty={vacio}>
            <Column source="correo" label={d('correo')} />
            <Column source="nombre" label={d('nombre')} />
            <Column source="estado" label={d('estado')} render={(row) => <EstadoDestinatarioChip estado={row.estado} />} />
            <DataTable.NumberCol<Destinatario> source="intentos" label={d('intentos')} />
            <Column source="ultimoError" label={d('ultimoError')} disableSort />
            <Column source="enviadoEn" label={d('enviadoEn')}>
              <DateText source="enviadoEn" emptyText="—" />
            </Column>
          </DataTable>
        )}
      </ReferenceManyField>
    </>
  );
};
