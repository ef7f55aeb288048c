import { BooleanInput, DataTable, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
import type { DocumentoResumen } from '../../../../shared/schemas/servicio-social-documentos';
import { ESTADOS_DOCUMENTO, TIPOS_DOCUMENTO, etiquetaEstado } from '../../../../shared/servicio-social/documentos';
import { searchFilter } from '../../common/filters';
import { useIsSmall } from '../../common/useIsSmall';
import { fechaCorta } from '../comun/fechas';

const Column = DataTable.Col<DocumentoResumen>;
const f = (field: string) => `resources.servicio-social/administracion/documentos.fields.${field}`;
const dias = (iso: string | null) => (iso ? Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000)) : null);

const filtros = [
  searchFilter,
  <BooleanInput key="pendientes" source="pendientes" label={f('pendientes')} alwaysOn />,
  <SelectInput key="tipo" source="tipo" label={f('tipo')} choices={Object.entries(TIPOS_DOCUMENTO).map(([id, t]) => ({ id, name: t.etiqueta }))} />,
  <SelectInput key="estado" source="estado" label={f('estado')} choices={Object.entries(ESTADOS_DOCUMENTO).map(([id, name]) => ({ id, name }))} />,
];

/** The review queue: what waits for the office, oldest sent first; every document with the filters off. */
export const DocumentoList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  const antiguedad = (d: DocumentoResumen) => {
    const n = dias(d.enviadoEn ?? d.createdAt);
    return n === null ? '—' : translate('app.servicio_social.documentos.dias', { smart_count: n });
  };
  return (
    <List filters={filtros} filterDefaultValues={{ pendientes: true }} sort={{ field: 'enviadoEn', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<DocumentoResumen>
          primaryText={(d) => d.titulo}
          secondaryText={(d) => `${d.estudiante} · ${etiquetaEstado(d)}`}
          tertiaryText={antiguedad}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="titulo" label={f('titulo')} />
          <Column source="tipo" label={f('tipo')} render={(d) => TIPOS_DOCUMENTO[d.tipo].etiqueta} />
          <Column source="estudiante" label={f('estudiante')} render={(d) => `${d.estudiante} (${d.matricula})`} />
          <Column source="institucion" label={f('institucion')} disableSort render={(d) => d.institucion ?? '—'} />
          <Column source="estado" label={f('estado')} render={(d) => etiquetaEstado(d)} />
          <Column source="enviadoEn" label={f('enviadoEn')} render={(d) => (d.enviadoEn ? fechaCorta(d.enviadoEn) : '—')} />
          <Column source="createdAt" label={f('antiguedad')} disableSort render={antiguedad} />
        </DataTable>
      )}
    </List>
  );
};
