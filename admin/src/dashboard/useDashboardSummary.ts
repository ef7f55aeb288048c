import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Pendientes } from '../../../shared/schemas/pendientes';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { DashboardSummary } from './types';

/** One call of the data provider kept in state, with `retry`. */
function useDashboardData<T>(load: (dataProvider: AdminDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{ data?: T; error?: Error; pending: boolean }>({ pending: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load(dataProvider)
      .then((data) => current && setState({ data, pending: false }))
      .catch((error: Error) => current && setState({ error, pending: false }));
    return () => {
      current = false;
    };
    // `load` is a module-level function of the callers below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataProvider, attempt]);

  const retry = useCallback(() => {
    setState({ pending: true });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

const summary = (dataProvider: AdminDataProvider) => dataProvider.getDashboard();
const pendientes = (dataProvider: AdminDataProvider) => dataProvider.getPendientes();

export const useDashboardSummary = () => useDashboardData<DashboardSummary>(summary);
export const usePendientes = () => useDashboardData<Pendientes>(pendientes);
