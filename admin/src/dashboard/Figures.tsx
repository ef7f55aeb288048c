import { Box } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import OutboxIcon from '@mui/icons-material/Outbox';
import InsightsIcon from '@mui/icons-material/Insights';
import { useTranslate } from 'react-admin';
import { R } from '../resourceNames';
import { StatCard } from './StatCard';
import type { DashboardSummary } from './types';

/** The headline numbers the user is allowed to see, one card each. */
export const Figures = ({ summary }: { summary: DashboardSummary }) => {
  const translate = useTranslate();
  const { usuarios, roles, correos, visitas } = summary;
  if (!usuarios && !roles && !correos && !visitas) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {usuarios ? (
        <StatCard
          title={translate('app.dashboard.usuarios.title')}
          value={usuarios.activos}
          detail={
            usuarios.sinVerificar
              ? translate('app.dashboard.usuarios.sin_verificar', { smart_count: usuarios.sinVerificar })
              : translate('app.dashboard.usuarios.all_verified')
          }
          icon={<PeopleIcon />}
          to={`/${R.egresados.usuarios}`}
        />
      ) : null}
      {roles ? (
        <StatCard
          title={translate('app.dashboard.roles.title')}
          value={roles.total}
          detail={translate('app.dashboard.roles.detail')}
          icon={<AdminPanelSettingsIcon />}
          to={`/${R.egresados.roles}`}
        />
      ) : null}
      {correos ? (
        <StatCard
          title={translate('app.dashboard.correos.title')}
          value={correos.pendientes + correos.fallidos + correos.retenidos}
          detail={
            correos.pendientes + correos.fallidos + correos.retenidos === 0
              ? translate('app.dashboard.correos.ok')
              : [
                  correos.pendientes ? translate('app.dashboard.correos.pendientes', { smart_count: correos.pendientes }) : null,
                  correos.fallidos ? translate('app.dashboard.correos.fallidos', { smart_count: correos.fallidos }) : null,
                  correos.retenidos ? translate('app.dashboard.correos.retenidos', { smart_count: correos.retenidos }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')
          }
          icon={<OutboxIcon />}
          to={`/${R.correos}`}
        />
      ) : null}
      {visitas ? (
        <StatCard
          title={translate('app.dashboard.visitas.title')}
          value={visitas.ultimos7}
          detail={translate('app.dashboard.visitas.ultimos30', { count: visitas.ultimos30.toLocaleString('es-MX') })}
          icon={<InsightsIcon />}
        />
      ) : null}
    </Box>
  );
};
