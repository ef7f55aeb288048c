import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { APP_NAME } from '../../shared/routes';
import { useColorMode } from '../../shared/ui/color-mode';
import { darkTheme, lightTheme } from '../../shared/ui/theme';
import auditoria from './auditoria';
import { cierresArco, solicitudesArco } from './arco';
import campanas from './campanas';
import cuestionarios from './seguimiento/cuestionarios';
import aplicaciones from './seguimiento/aplicaciones';
import metas from './seguimiento/metas';
import { lazyScreen } from './common/lazyScreen';
import cohortes from './cohortes';
import plantillas from './plantillas';
import correos from './correos';
import egresados from './egresados';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginRedirect } from './layout/LoginRedirect';
import { AccessDenied, NotFound } from './layout/NotFound';
import permisos from './permisos';
import { authProvider as defaultAuthProvider, dataProvider as defaultDataProvider } from './providers';
import niveles from './niveles';
import programas from './programas';
import { ACCESO_INSTITUCIONAL, R, SERVICIO_SOCIAL_PATHS } from './resourceNames';
import { AccesoInstitucionalPage } from './acceso/AccesoInstitucionalPage';
import roles from './roles';
import usuarios from './usuarios';
import postulaciones from './postulaciones';
import convocatorias from './convocatorias';
import categorias from './categorias';
import evaluacion from './evaluacion';
import ss from './servicio-social';
import * as bolsa from './bolsa';

// Every screen loads as its own chunk (common/lazyScreen.ts): the resources' views in their index.ts, the custom
// pages here. The charts library is large and only the reports and the board use it.
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
const EgresadoCreatePage = lazyScreen(() => import('./egresados/EgresadoCreatePage'), 'EgresadoCreatePage');
const CargaMasivaPage = lazyScreen(() => import('./cargamasiva/CargaMasivaPage'), 'CargaMasivaPage');
const ReportesPage = lazyScreen(() => import('./reportes/ReportesPage'), 'ReportesPage');
const TableroPage = lazyScreen(() => import('./tablero/TableroPage'), 'TableroPage');
const JuradosPage = lazyScreen(() => import('./evaluacion/JuradosPage'), 'JuradosPage');
const ResultadosPage = lazyScreen(() => import('./evaluacion/ResultadosPage'), 'ResultadosPage');

/**
 * The back office. Resource names are the route table's paths, the staff home lives at /dashboard because
 * '/' is the public site, and /login is the public sign-in page. Telemetry is off: no request leaves the host.
 */
export const App = ({ authProvider = defaultAuthProvider, dataProvider = defaultDataProvider }: { authProvider?: AuthProvider; dataProvider?: DataProvider }) => {
  const { resolvedMode } = useColorMode();
  return (
    <Admin
      title={APP_NAME}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={resolvedMode === 'dark' ? darkTheme : lightTheme}
      layout={AdminLayout}
      loginPage={LoginRedirect}
      catchAll={NotFound}
      accessDenied={AccessDenied}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path={`/${ACCESO_INSTITUCIONAL}`} element={<AccesoInstitucionalPage />} />
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        {/* Static paths rank above the egresados resource's /egresados/:id. */}
        <Route path="/egresados/crear" element={<EgresadoCreatePage />} />
        <Route path="/egresados/cargamasiva" element={<CargaMasivaPage />} />
        <Route path="/egresados/reportes" element={<ReportesPage />} />
        <Route path="/egresados/dashboard" element={<TableroPage />} />
        <Route path="/postulaciones/evaluacion/jurados" element={<JuradosPage />} />
        <Route path="/postulaciones/resultados" element={<ResultadosPage />} />
        <Route path={SERVICIO_SOCIAL_PATHS.ajustes} element={<ss.AjustesPage />} />
        <Route path={SERVICIO_SOCIAL_PATHS.cargaElegibles} element={<ss.CargaElegiblesPage />} />
        <Route path={SERVICIO_SOCIAL_PATHS.reportes} element={<ss.ReportesSsPage />} />
        <Route path={`/${R.bolsa.indicadores}`} element={<bolsa.IndicadoresBolsaPage />} />
      </CustomRoutes>
      <Resource name={R.egresados.egresados} {...egresados} />
      <Resource name={R.egresados.niveles} {...niveles} />
      <Resource name={R.egresados.programas} {...programas} />
      <Resource name={R.egresados.cohortes} {...cohortes} />
      <Resource name={R.egresados.plantillas} {...plantillas} />
      <Resource name={R.egresados.campanas} {...campanas} />
      <Resource name={R.egresados.cuestionarios} {...cuestionarios} />
      <Resource name={R.egresados.aplicaciones} {...aplicaciones} />
      <Resource name={R.egresados.metas} {...metas} />
      <Resource name={R.egresados.usuarios} {...usuarios} />
      <Resource name={R.egresados.roles} {...roles} />
      <Resource name={R.egresados.permisos} {...permisos} />
      <Resource name={R.servicioSocial.instituciones} {...ss.instituciones} />
      <Resource name={R.servicioSocial.programas} {...ss.programas} />
      <Resource name={R.servicioSocial.vacantes} {...ss.vacantes} />
      <Resource name={R.servicioSocial.estudiantes} {...ss.estudiantes} />
      <Resource name={R.servicioSocial.solicitudes} {...ss.solicitudes} />
      <Resource name={R.servicioSocial.prestaciones} {...ss.prestaciones} />
      <Resource name={R.servicioSocial.destacados} {...ss.destacados} />
      <Resource name={R.servicioSocial.periodos} {...ss.periodos} />
      <Resource name={R.servicioSocial.documentos} {...ss.documentos} />
      <Resource name={R.servicioSocial.plantillasDocumentos} {...ss.plantillasDocumentos} />
      <Resource name={R.servicioSocial.cuestionarios} {...ss.cuestionarios} />
      <Resource name={R.servicioSocial.usuarios} {...usuarios} />
      <Resource name={R.servicioSocial.roles} {...roles} />
      <Resource name={R.servicioSocial.permisos} {...permisos} />
      <Resource name={R.correos} {...correos} />
      <Resource name={R.auditoria} {...auditoria} />
      <Resource name={R.arco} {...solicitudesArco} />
      <Resource name={R.arcoCierres} {...cierresArco} />
      <Resource name={R.postulaciones.postulaciones} {...postulaciones} />
      <Resource name={R.postulaciones.convocatorias} {...convocatorias} />
      <Resource name={R.postulaciones.categorias} {...categorias} />
      <Resource name={R.postulaciones.evaluacion} {...evaluacion} />
      <Resource name={R.bolsa.empleadores} {...bolsa.empleadores} />
      <Resource name={R.bolsa.ofertas} {...bolsa.ofertas} />
      <Resource name={R.bolsa.candidaturas} {...bolsa.candidaturas} />
    </Admin>
  );
};
