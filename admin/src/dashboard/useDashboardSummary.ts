import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { DashboardSummary } from './types';

export function useDashboardSummary() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{ data?: DashboardSummary; error?: Error; pending: boolean }>({ pending: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    dataProvider
      .getDashboard()
      .then((data) => current && setState({ data, pending: false }))
      .catch((error: Error) => current && setState({ error, pending: false }));
    return () => {
      current = false;
    };
  }, [dataProvider, attempt]);

  const retry = useCallback(() => {
    setState({ pending: true });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
