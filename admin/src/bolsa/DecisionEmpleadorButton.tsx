import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import type { Empleador, Oferta } from '../../../shared/schemas/bolsa';
import { DecisionButton } from '../servicio-social/comun/DecisionButton';
import type { Opcion } from '../servicio-social/comun/DecisionDialog';

const EMPLEADOR: Opcion<'aprobar' | 'rechazar'>[] = [
  { value: 'aprobar', label: 'app.bolsa.empleador.aprobar' },
  { value: 'rechazar', label: 'app.bolsa.empleador.rechazar', motivoRequerido: true },
];

const OFERTA: Opcion<'publicar' | 'observar' | 'rechazar'>[] = [
  { value: 'publicar', label: 'app.bolsa.oferta.publicar' },
  { value: 'observar', label: 'app.bolsa.oferta.observar', motivoRequerido: true },
  { value: 'rechazar', label: 'app.bolsa.oferta.rechazar', motivoRequerido: true },
];

/** Approve or decline a company (the reason is emailed to it). */
export const DecisionEmpleadorButton = () => (
  <DecisionButton<Empleador & { id: number }, 'aprobar' | 'rechazar'>
    claves="app.bolsa.empleador"
    icon={<FactCheckIcon />}
    opciones={EMPLEADOR}
    nombre={(e) => e.razonSocial}
    decidir={(dp, e, decision, motivo) => dp.decidirEmpleador(e.id, decision, motivo)}
  />
);

/** Publish, return with observations or decline an offer (the reason is emailed to the employer). */
export const DecisionOfertaButton = () => (
  <DecisionButton<Oferta & { id: number }, 'publicar' | 'observar' | 'rechazar'>
    claves="app.bolsa.oferta"
    icon={<GavelIcon />}
    opciones={OFERTA}
    nombre={(o) => o.titulo}
    decidir={(dp, o, decision, motivo) => dp.decidirOferta(o.id, decision, motivo)}
  />
);
