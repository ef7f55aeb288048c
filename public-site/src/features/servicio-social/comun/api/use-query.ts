import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../../../../../shared/api/client';
import { useApiClient } from '../../../../lib/api-client';

/** One GET kept in state: data, error, and `reload` to fetch again (after a change, or to retry). */
export function useQuery<T>(fetcher: (client: ApiClient) => Promise<T>, deps: unknown[] = []) {
  const client = useApiClient();
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    fetcher(client).then(
      // What the answer fills in (a list, a form, a panel) renders in short slices, not one long task on a phone.
      (data) => live && startTransition(() => setState({ data, error: null, loading: false })),
      (error: unknown) => live && setState({ data: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, attempt, ...deps]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
