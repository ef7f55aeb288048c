import { Alert, Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import {
  ArrayField,
  DataTable,
  Labeled,
  NumberField,
  RecordContextProvider,
  Show,
  TextField,
  TopToolbar,
  UrlField,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ENTIDADES_FEDERATIVAS } from '../../../../shared/egresados/valores';
import type { Colega, InstitucionDetalle } from '../../../../shared/schemas/servicio-social';
import { SECTORES, TIPOS_INSTITUCION } from '../../../../shared/servicio-social/valores';
import { DateText } from '../../common/DateText';
import { useIsSmall } from '../../common/useIsSmall';
import { EstadoChip } from '../comun/EstadoChip';
import { EtiquetaField } from '../comun/etiquetas';
import { conEtiquetas } from '../comun/Ficha';
import { ValidarButton } from './ValidarButton';

const R = 'resources.servicio-social/administracion/instituciones';
const f = (field: string) => `${R}.fields.${field}`;

const Acciones = () => {
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return <TopToolbar>{canAccess ? <ValidarButton /> : null}</TopToolbar>;
};

const Seccion = ({ titulo, children }: { titulo: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${R}.secciones.${titulo}`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>{conEtiquetas(children)}</Box>
    </Box>
  );
};

const Cuentas = () => {
  const record = useRecordContext<Partial<InstitucionDetalle>>();
  const translate = useTranslate();
  const Col = DataTable.Col<Colega>;
  const u = (key: string) => `${R}.usuarios.${key}`;
  const small = useIsSmall();
  if (!record) return null;
  // The detail (GET /instituciones/:id) carries the accounts; a record from the list does not until it loads.
  const cuentas = record.usuarios ?? [];
  if (!cuentas.length) return <Typography variant="body2">{translate(u('ninguna'))}</Typography>;
  if (small) {
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cuentas.map((cuenta) => (
          <li key={cuenta.usuarioId}>
            <Typography sx={{ fontWeight: 500 }}>{cuenta.nombre}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{cuenta.correo}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[cuenta.responsable ? translate(u('responsable')) : null, translate(u(cuenta.correoVerificado ? 'verificado_si' : 'verificado_no'))].filter(Boolean).join(' · ')}
            </Typography>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <RecordContextProvider value={{ id: record.id, cuentas }}>
      <ArrayField source="cuentas">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Col source="nombre" label={u('nombre')} />
          <Col source="correo" label={u('correo')} />
          <Col source="responsable" label={u('responsable')} render={(cuenta) => translate(u(cuenta.responsable ? 'si' : 'no'))} />
          <Col source="correoVerificado" label={u('verificado')} render={(cuenta) => translate(u(cuenta.correoVerificado ? 'si' : 'no'))} />
        </DataTable>
      </ArrayField>
    </RecordContextProvider>
  );
};

const Detalle = () => {
  const record = useRecordContext<InstitucionDetalle>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ mt: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h5" component="h1">
            {record.razonSocial}
          </Typography>
          <EstadoChip clase="institucion" />
        </Stack>
        {record.estado === 'rechazada' && record.motivoRechazo ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {`${translate(f('motivoRechazo'))}: ${record.motivoRechazo}`}
          </Alert>
        ) : null}
        <Seccion titulo="institucion">
          <TextField source="rfc" label={f('rfc')} />
          <Labeled label={f('tipo')}>
            <EtiquetaField source="tipo" lista={TIPOS_INSTITUCION} />
          </Labeled>
          <Labeled label={f('sector')}>
            <EtiquetaField source="sector" lista={SECTORES} />
          </Labeled>
          <Labeled label={f('sitioWeb')}>
            <UrlField source="sitioWeb" emptyText="—" target="_blank" rel="noopener noreferrer" />
          </Labeled>
        </Seccion>
        <Divider sx={{ mb: 2 }} />
        <Seccion titulo="domicilio">
          <Labeled label={f('entidadFederativa')}>
            <EtiquetaField source="entidadFederativa" lista={ENTIDADES_FEDERATIVAS} />
          </Labeled>
          <TextField source="municipio" label={f('municipio')} />
          <TextField source="domicilio" label={f('domicilio')} />
        </Seccion>
        <Divider sx={{ mb: 2 }} />
        <Seccion titulo="responsable">
          <TextField source="responsable.nombre" label={f('responsableNombre')} />
          <TextField source="responsable.cargo" label={f('responsableCargo')} />
          <TextField source="responsable.correo" label={f('responsableCorreo')} />
          <TextField source="responsable.telefono" label={f('responsableTelefono')} />
        </Seccion>
        <Divider sx={{ mb: 2 }} />
        <Seccion titulo="validacion">
          <DateText source="createdAt" label={f('createdAt')} />
          <NumberField source="programas" label={f('programas')} />
          <DateText source="validadaEn" label={f('validadaEn')} emptyText="—" />
        </Seccion>
        <Divider sx={{ mb: 2 }} />
        <Box component="section">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`${R}.secciones.cuentas`)}
          </Typography>
          <Cuentas />
        </Box>
      </CardContent>
    </Card>
  );
};

/** Everything the institution registered, its accounts, and the validation decision. */
export const InstitucionShow = () => (
  <Show actions={<Acciones />} component="div">
    <Detalle />
  </Show>
);
