import { DataTable, List, SimpleList, useLocaleState, useTranslate } from 'react-admin';
import type { Plantilla } from '../../../shared/schemas/plantillas';
import { DateText } from '../common/DateText';
import { searchFilter } from '../common/filters';
import { useIsSmall } from '../common/useIsSmall';
import { PlantillaEmpty } from './PlantillaEmpty';

const Column = DataTable.Col<Plantilla>;
const NumberColumn = DataTable.NumberCol<Plantilla>;
const filters = [searchFilter];
const fecha = (iso: string, locale: string) => new Date(iso).toLocaleString(locale === 'es' ? 'es-MX' : locale, { dateStyle: 'medium', timeStyle: 'short' });

export const PlantillaList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25} exporter={false} empty={<PlantillaEmpty />}>
      {small ? (
        <SimpleList<Plantilla>
          primaryText={(record) => record.nombre}
          secondaryText={(record) => record.asunto}
          tertiaryText={(record) => `${translate('resources.egresados/correo/plantillas.fields.campanas')}: ${record.campanas} · ${fecha(record.updatedAt, locale)}`}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="nombre" />
          <Column source="asunto" />
          <NumberColumn source="campanas" />
          <Column source="updatedAt">
            <DateText source="updatedAt" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
