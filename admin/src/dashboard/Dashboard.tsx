import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Attention } from './Attention';
import { Figures } from './Figures';
import { Greeting } from './Greeting';
import { RecentChanges } from './RecentChanges';
import { Shortcuts } from './Shortcuts';
import { TopPages } from './TopPages';
import { Pendientes } from './Pendientes';
import { useDashboardSummary, usePendientes } from './useDashboardSummary';

/** The staff home at /dashboard: what waits for the user, what needs attention, the figures they may see, and shortcuts. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { data, error, pending, retry } = useDashboardSummary();
  const pendientes = usePendientes().data?.pendientes ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2 }}>
      <Title title={translate('app.menu.dashboard')} />
      <Greeting />
      <Pendientes pendientes={pendientes} />
      {pending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>{translate('app.dashboard.retry')}</Button>}>
          {translate('app.dashboard.load_error')} {error.message}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Attention summary={data} />
          <Figures summary={data} />
          {data.visitas || data.auditoria ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {data.auditoria ? <RecentChanges entries={data.auditoria} /> : null}
              {data.visitas ? <TopPages visitas={data.visitas} /> : null}
            </Box>
          ) : null}
        </>
      ) : null}
      <Shortcuts hasTasks={pendientes.length > 0} />
    </Box>
  );
};
