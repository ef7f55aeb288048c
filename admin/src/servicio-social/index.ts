// The servicio social back office: resource configs and custom pages, wired by one block in App.tsx.
import destacados from './destacados';
import estudiantes from './estudiantes';
import instituciones from './instituciones';
import periodos from './periodos';
import prestaciones from './prestaciones';
import programas from './programas';
import solicitudes from './solicitudes';
import vacantes from './vacantes';
import documentos from './documentos';
import plantillasDocumentos from './plantillas-documentos';
import cuestionarios from './cuestionarios';
import { lazyScreen } from '../common/lazyScreen';

const AjustesPage = lazyScreen(() => import('./ajustes/AjustesPage'), 'AjustesPage');
const CargaElegiblesPage = lazyScreen(() => import('./estudiantes/CargaElegiblesPage'), 'CargaElegiblesPage');
const ReportesSsPage = lazyScreen(() => import('./reportes/ReportesSsPage'), 'ReportesSsPage');

export default {
  instituciones, programas, vacantes, estudiantes, solicitudes, prestaciones, destacados, periodos, AjustesPage, CargaElegiblesPage, documentos, plantillasDocumentos,
  cuestionarios, ReportesSsPage,
};
