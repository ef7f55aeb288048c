import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { lazyScreen } from '../common/lazyScreen';
import type { SolicitudArco } from './types';

const ArcoList = lazyScreen(() => import('./ArcoList'), 'ArcoList');
const ArcoShow = lazyScreen(() => import('./ArcoShow'), 'ArcoShow');
const ArcoCreate = lazyScreen(() => import('./ArcoCreate'), 'ArcoCreate');
const CierresList = lazyScreen(() => import('./CierresList'), 'CierresList');
const CierreCreate = lazyScreen(() => import('./CierresList'), 'CierreCreate');

// Requests are filed by the public online; staff register the ones received in writing (create) and take steps on
// them all. No edit screen: a request's facts change only through its dated steps.
export const solicitudesArco = { list: ArcoList, show: ArcoShow, create: ArcoCreate, icon: PrivacyTipIcon, recordRepresentation: (s: SolicitudArco) => s.folio };
export const cierresArco = { list: CierresList, create: CierreCreate, icon: EventBusyIcon };
