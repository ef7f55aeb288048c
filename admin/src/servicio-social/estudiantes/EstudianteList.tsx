import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, DataTable, List, NumberField, SelectInput, SimpleList, TopToolbar, useCanAccess, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EstudianteSs } from '../../../../shared/schemas/servicio-social';
import { ESTADOS_ELEGIBILIDAD } from '../../../../shared/servicio-social/valores';
import { searchFilter } from '../../common/filters';
import { useIsSmall } from '../../common/useIsSmall';
import { SERVICIO_SOCIAL_PATHS } from '../../resourceNames';
import { ElegibilidadChip, elegibilidadDe, estadoChoices, estadoKey } from '../comun/EstadoChip';

const Column = DataTable.Col<EstudianteSs>;
const f = (field: string) => `resources.servicio-social/administracion/estudiantes.fields.${field}`;

const filtros = [
  searchFilter,
  <SelectInput
    key="elegibilidad"
    source="elegibilidad"
    label={f('elegible')}
    choices={estadoChoices('elegibilidad', Object.keys(ESTADOS_ELEGIBILIDAD))}
    emptyText="app.servicio_social.filtros.todos"
    alwaysOn
  />,
];

const nombreDe = (e: EstudianteSs) => [e.nombre, e.apellidoPaterno, e.apellidoMaterno].filter(Boolean).join(' ');

const Acciones = () => {
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return (
    <TopToolbar>
      {canAccess ? (
        <Button component={Link} to={SERVICIO_SOCIAL_PATHS.cargaElegibles} label="app.servicio_social.menu.carga_estudiantes">
          <UploadFileIcon />
        </Button>
      ) : null}
    </TopToolbar>
  );
};

export const EstudianteList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={filtros} actions={<Acciones />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<EstudianteSs>
          primaryText={nombreDe}
          secondaryText={(record) => `${record.matricula} · ${record.programa}`}
          tertiaryText={(record) => translate(estadoKey('elegibilidad', elegibilidadDe(record.elegible)))}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="matricula" label={f('matricula')} />
          <Column source="apellidoPaterno" label={f('nombreCompleto')} render={nombreDe} />
          <Column source="programa" label={f('programa')} disableSort />
          <Column source="semestre" label={f('semestre')}>
            <NumberField source="semestre" />
          </Column>
          <Column source="creditos" label={f('creditos')}>
            <NumberField source="creditos" />
          </Column>
          <Column source="elegible" label={f('elegible')}>
            <ElegibilidadChip />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
