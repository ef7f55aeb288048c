import BusinessIcon from '@mui/icons-material/Business';
import WorkIcon from '@mui/icons-material/Work';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import type { Candidatura, Empleador, Oferta } from '../../../shared/schemas/bolsa';
import { lazyScreen } from '../common/lazyScreen';

const EmpleadoresList = lazyScreen(() => import('./EmpleadoresList'), 'EmpleadoresList');
const EmpleadorShow = lazyScreen(() => import('./EmpleadorShow'), 'EmpleadorShow');
const OfertasList = lazyScreen(() => import('./OfertasList'), 'OfertasList');
const OfertaShow = lazyScreen(() => import('./OfertaShow'), 'OfertaShow');
const CandidaturasList = lazyScreen(() => import('./CandidaturasList'), 'CandidaturasList');
const CandidaturaShow = lazyScreen(() => import('./CandidaturasList'), 'CandidaturaShow');
export const IndicadoresBolsaPage = lazyScreen(() => import('./IndicadoresBolsaPage'), 'IndicadoresBolsaPage');

// No create or edit screens: employers register themselves and write their offers; staff decide, with a reason.
export const empleadores = { list: EmpleadoresList, show: EmpleadorShow, icon: BusinessIcon, recordRepresentation: (e: Empleador) => e.razonSocial };
export const ofertas = { list: OfertasList, show: OfertaShow, icon: WorkIcon, recordRepresentation: (o: Oferta) => o.titulo };
export const candidaturas = { list: CandidaturasList, show: CandidaturaShow, icon: AssignmentIndIcon, recordRepresentation: (c: Candidatura) => c.nombre };
