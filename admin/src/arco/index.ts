import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { lazyScreen } from '../common/lazyScreen';
import type { SolicitudArco } from './types';

const ArcoList = lazyScreen(() => import('./ArcoList'), 'ArcoList');
const ArcoShow = lazyScreen(() => import('./ArcoShow'), 'ArcoShow');
const CierresList = lazyScreen(() => import('./CierresList'), 'CierresList');
const CierreCreate = lazyScreen(() => import('./CierresList'), 'CierreCreate');

// Requests are filed by the public; staff only take steps on them (no create or edit screens).
export const solicitudesArco = { list: ArcoList, show: ArcoShow, icon: PrivacyTipIcon, recordRepresentation: (s: SolicitudArco) => s.folio };
export const cierresArco = { list: CierresList, create: CierreCreate, icon: EventBusyIcon };
