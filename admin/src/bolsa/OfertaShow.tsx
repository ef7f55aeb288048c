import Box from '@mui/material/Box';
import { FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import { JORNADAS, MODALIDADES, type Jornada, type Modalidad } from '../../../shared/bolsa/valores';
import { formatDate } from '../../../shared/formato';
import { ENTIDADES_FEDERATIVAS, type EntidadFederativa } from '../../../shared/egresados/valores';
import type { Oferta } from '../../../shared/schemas/bolsa';
import { R } from '../resourceNames';
import { DecisionOfertaButton } from './DecisionEmpleadorButton';
import { estadoOferta } from './estado-oferta';

type Registro = Oferta & { id: number };
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });

function Acciones() {
  const record = useRecordContext<Registro>();
  const { canAccess } = useCanAccess({ resource: R.bolsa.ofertas, action: 'moderar' });
  const espera = record && (['en_revision', 'con_observaciones'].includes(record.estado) || (record.estado === 'publicada' && record.revisionPosterior));
  return <TopToolbar>{canAccess && espera ? <DecisionOfertaButton /> : null}</TopToolbar>;
}

export const OfertaShow = () => (
  <Show actions={<Acciones />}>
    <SimpleShowLayout>
      <TextField source="titulo" />
      <TextField source="empleador" />
      <FunctionField source="estado" render={(o: Registro) => estadoOferta(o)} />
      <TextField source="motivo" emptyText="—" />
      <FunctionField source="modalidad" render={(o: Registro) => `${MODALIDADES[o.modalidad as Modalidad]} · ${JORNADAS[o.jornada as Jornada]}`} />
      <FunctionField source="municipio" render={(o: Registro) => `${o.municipio}, ${ENTIDADES_FEDERATIVAS[o.entidad as EntidadFederativa] ?? o.entidad}`} />
      <FunctionField source="sueldo" render={(o: Registro) => (o.sueldoMin === null ? 'No publicado' : `${pesos.format(o.sueldoMin)} a ${pesos.format(o.sueldoMax ?? o.sueldoMin)} al mes`)} />
      <TextField source="plazas" />
      <FunctionField source="cierre" render={(o: Registro) => formatDate(o.cierre)} />
      <TextField source="postulacionExterna" emptyText="—" />
      {/* Sanitised on the server when the employer saved it. */}
      <FunctionField source="descripcion" render={(o: Registro) => <Box sx={{ maxWidth: 760 }} dangerouslySetInnerHTML={{ __html: o.descripcion }} />} />
    </SimpleShowLayout>
  </Show>
);
export default OfertaShow;
