// The sections of «Mi espacio de egresado», in order. An area adds its own here (the bolsa de trabajo: CV,
// applications, job alerts): one entry, with a component that receives the graduate's record.
import type { ComponentType } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { MiEspacioEgresado } from '../../../../../shared/egresados/mi-espacio';

export interface SeccionMiEspacio {
  id: string;
  titulo: string;
  Contenido: ComponentType<{ egresado: MiEspacioEgresado }>;
}

const PRONTO = [
  { titulo: 'Su currículum', detalle: 'Suba su CV en PDF una sola vez y úselo en cada postulación.' },
  { titulo: 'Bolsa de trabajo', detalle: 'Postúlese a ofertas para su programa y siga en qué estado está cada postulación.' },
  { titulo: 'Alertas de empleo', detalle: 'Reciba un resumen semanal de las ofertas nuevas que le interesen.' },
];

function QueLeEspera() {
  return (
    <List disablePadding>
      {PRONTO.map((p) => (
        <ListItem key={p.titulo} disableGutters>
          <ListItemText primary={p.titulo} secondary={`Próximamente. ${p.detalle}`} />
        </ListItem>
      ))}
    </List>
  );
}

export const seccionesMiEspacio: SeccionMiEspacio[] = [{ id: 'que-le-espera', titulo: 'Lo que le espera aquí', Contenido: QueLeEspera }];
