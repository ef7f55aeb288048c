import { Divider, ListItemIcon, ListSubheader, MenuItem } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import AssessmentIcon from '@mui/icons-material/Assessment';
import InsightsIcon from '@mui/icons-material/Insights';
import { Menu, useCanAccess, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { EGRESADOS_PATHS, POSTULACIONES_PATHS, R, SERVICIO_SOCIAL_PATHS } from '../resourceNames';
import GavelIcon from '@mui/icons-material/Gavel';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import TuneIcon from '@mui/icons-material/Tune';

/** A resource's list, or a custom page (`to`) shown to whoever may list `resource`. */
interface Item {
  resource: string;
  label: string;
  to?: string;
  icon?: React.ReactElement;
  /** A page of the public app: a full page load, not a react-admin navigation. */
  href?: string;
  /** The react-admin action that allows it (default list); a page that only changes things asks for 'edit'. */
  action?: string;
}

interface Group {
  label: string;
  items: Item[];
}

const GROUPS: Group[] = [
  {
    label: 'app.menu.plataforma',
    items: [
      { resource: R.correos, label: 'resources.correos.name' },
      { resource: R.auditoria, label: 'resources.auditoria.name' },
    ],
  },
  {
    label: 'app.menu.egresados',
    items: [
      { resource: R.egresados.reportes, label: 'app.menu.tablero', to: EGRESADOS_PATHS.tablero, icon: <InsightsIcon /> },
      { resource: R.egresados.egresados, label: 'resources.egresados.name' },
      { resource: R.egresados.importaciones, label: 'app.menu.carga_masiva', to: EGRESADOS_PATHS.cargaMasiva, icon: <UploadFileIcon /> },
      { resource: R.egresados.niveles, label: 'resources.niveles.name' },
      { resource: R.egresados.programas, label: 'resources.programas.name' },
      { resource: R.egresados.reportes, label: 'app.menu.reportes', to: EGRESADOS_PATHS.reportes, icon: <AssessmentIcon /> },
      { resource: R.egresados.cohortes, label: 'resources.egresados/cohortes.name' },
      { resource: R.egresados.plantillas, label: 'resources.egresados/correo/plantillas.name' },
      { resource: R.egresados.campanas, label: 'resources.egresados/correo/enviar.name' },
      { resource: R.egresados.usuarios, label: 'resources.usuarios.name' },
      { resource: R.egresados.roles, label: 'resources.roles.name' },
      { resource: R.egresados.permisos, label: 'resources.permisos.name' },
    ],
  },
  {
    label: 'app.postulaciones.menu.grupo',
    items: [
      { resource: R.postulaciones.postulaciones, label: 'resources.postulaciones.name' },
      { resource: R.postulaciones.postulaciones, label: 'app.postulaciones.menu.nuevo', href: POSTULACIONES_PATHS.crear, icon: <PersonAddIcon />, action: 'create' },
      { resource: R.postulaciones.convocatorias, label: 'resources.postulaciones/convocatorias.name' },
      { resource: R.postulaciones.categorias, label: 'resources.postulaciones/categorias.name' },
      { resource: R.postulaciones.evaluacion, label: 'resources.postulaciones/evaluacion.name' },
      { resource: R.postulaciones.jurados, label: 'app.postulaciones.menu.jurados', to: POSTULACIONES_PATHS.jurados, icon: <GavelIcon /> },
      { resource: R.postulaciones.resultados, label: 'app.postulaciones.menu.resultados', to: POSTULACIONES_PATHS.resultados, icon: <LeaderboardIcon /> },
    ],
  },
  {
    label: 'app.menu.servicio_social',
    items: [
      { resource: R.servicioSocial.instituciones, label: `resources.${R.servicioSocial.instituciones}.name` },
      { resource: R.servicioSocial.programas, label: `resources.${R.servicioSocial.programas}.name` },
      { resource: R.servicioSocial.vacantes, label: `resources.${R.servicioSocial.vacantes}.name` },
      { resource: R.servicioSocial.estudiantes, label: `resources.${R.servicioSocial.estudiantes}.name` },
      { resource: R.servicioSocial.estudiantes, label: 'app.servicio_social.menu.carga_estudiantes', to: SERVICIO_SOCIAL_PATHS.cargaElegibles, icon: <UploadFileIcon />, action: 'edit' },
      { resource: R.servicioSocial.solicitudes, label: `resources.${R.servicioSocial.solicitudes}.name` },
      { resource: R.servicioSocial.prestaciones, label: `resources.${R.servicioSocial.prestaciones}.name` },
      { resource: R.servicioSocial.destacados, label: `resources.${R.servicioSocial.destacados}.name` },
      { resource: R.servicioSocial.ajustes, label: 'app.servicio_social.menu.ajustes', to: SERVICIO_SOCIAL_PATHS.ajustes, icon: <TuneIcon /> },
      { resource: R.servicioSocial.periodos, label: `resources.${R.servicioSocial.periodos}.name` },
      { resource: R.servicioSocial.cuestionarios, label: `resources.${R.servicioSocial.cuestionarios}.name` },
      { resource: R.servicioSocial.reportes, label: 'app.ss_fin.menu.reportes', to: SERVICIO_SOCIAL_PATHS.reportes, icon: <AssessmentIcon /> },
      { resource: R.servicioSocial.usuarios, label: 'resources.usuarios.name' },
      { resource: R.servicioSocial.roles, label: 'resources.roles.name' },
      { resource: R.servicioSocial.permisos, label: 'resources.permisos.name' },
      { resource: R.servicioSocial.documentos, label: `resources.${R.servicioSocial.documentos}.name` },
      { resource: R.servicioSocial.plantillasDocumentos, label: `resources.${R.servicioSocial.plantillasDocumentos}.name` },
    ],
  },
];

/** A page of the public app inside the menu, shown when its own action is allowed. */
const PublicAppItem = ({ item }: { item: Item }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: item.resource, action: item.action ?? 'list' });
  if (!canAccess) return null;
  return (
    <MenuItem component="a" href={item.href} sx={{ py: 0.75 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
      {translate(item.label)}
    </MenuItem>
  );
};

/** A titled section whose heading shows only when at least one of its entries is allowed. */
const MenuGroup = ({ group }: { group: Group }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: group.items.map((item) => item.resource) });
  const { canAccess: canEdit } = useCanAccessResources({ action: 'edit', resources: group.items.filter((item) => item.action === 'edit').map((item) => item.resource) });
  const allowed = group.items.filter((item) => (item.action === 'edit' ? canEdit : canAccess)?.[item.resource]);
  if (!allowed.length) return null;
  return (
    <>
      {open ? (
        <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 1, textTransform: 'uppercase', fontSize: '0.75rem', letterSpacing: '0.06em' }}>
          {translate(group.label)}
        </ListSubheader>
      ) : (
        <Divider sx={{ my: 1 }} />
      )}
      {allowed.map((item) =>
        item.href ? (
          <PublicAppItem key={item.href} item={item} />
        ) : item.to ? (
          <Menu.Item key={item.to} to={item.to} primaryText={translate(item.label)} leftIcon={item.icon} />
        ) : (
          <Menu.ResourceItem key={item.resource} name={item.resource} primaryText={translate(item.label, { smart_count: 2 })} />
        ),
      )}
    </>
  );
};

/** The dashboard menu: the staff home, then each area's screens the user may open. */
export const AdminMenu = () => {
  const translate = useTranslate();
  return (
    <Menu aria-label={translate('app.menu.label')}>
      <Menu.Item to="/dashboard" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {GROUPS.map((group) => (
        <MenuGroup key={group.label} group={group} />
      ))}
    </Menu>
  );
};
