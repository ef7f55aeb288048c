import PublishIcon from '@mui/icons-material/Publish';
import { DataTable, List, SelectInput, SimpleList, useCanAccess, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { ESTADOS_OFERTA } from '../../../shared/bolsa/valores';
import { choices } from '../../../shared/egresados/valores';
import { formatDate } from '../../../shared/formato';
import type { Oferta } from '../../../shared/schemas/bolsa';
import { ConfirmActionButton } from '../common/ConfirmActionButton';
import { useIsSmall } from '../common/useIsSmall';
import type { AdminDataProvider } from '../providers/dataProvider';
import { R } from '../resourceNames';
import { estadoOferta } from './estado-oferta';

const Column = DataTable.Col<Oferta>;

const filtros = [<SelectInput key="estado" source="estado" choices={choices(ESTADOS_OFERTA)} alwaysOn />];

/** Staff publish several offers at once; those that no longer wait for review are reported, not changed. */
function PublicarVarias() {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const unselectAll = useUnselectAll(R.bolsa.ofertas);
  return (
    <ConfirmActionButton
      label="app.bolsa.oferta.publicar_varias" title="app.bolsa.oferta.publicar_varias_titulo" content="app.bolsa.oferta.publicar_varias_texto"
      done="app.bolsa.oferta.publicar_varias_hecho" icon={<PublishIcon />} values={{ smart_count: selectedIds.length }} color="inherit"
      action={async () => {
        const r = await dataProvider.publicarOfertas(selectedIds);
        notify(translate('app.bolsa.oferta.publicadas', { publicadas: r.publicadas.length, omitidas: r.omitidas.length }), { type: 'info' });
      }}
      onDone={() => {
        unselectAll();
        refresh();
      }}
    />
  );
}

export const OfertasList = () => {
  const small = useIsSmall();
  const { canAccess: modera } = useCanAccess({ resource: R.bolsa.ofertas, action: 'moderar' });
  return (
    <List filters={filtros} filterDefaultValues={{ estado: 'en_revision' }} sort={{ field: 'createdAt', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Oferta> primaryText={(o) => o.titulo} secondaryText={(o) => `${o.empleador} · ${estadoOferta(o)}`} tertiaryText={(o) => formatDate(o.createdAt)} rowClick="show" />
      ) : (
        <DataTable bulkActionButtons={modera ? <PublicarVarias /> : false} rowClick="show">
          <Column source="titulo" disableSort />
          <Column source="empleador" disableSort />
          <Column source="estado" disableSort render={estadoOferta} />
          <Column source="createdAt" render={(o) => formatDate(o.createdAt)} />
          <Column source="cierre" disableSort render={(o) => formatDate(o.cierre)} />
        </DataTable>
      )}
    </List>
  );
};
export default OfertasList;
