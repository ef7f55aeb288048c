import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../../../../shared/api/client';
import { useApiClient } from '../../../lib/api-client';

export interface HealthResult {
  ok: boolean;
  status: number | null;
  body: unknown;
  ms: number;
  error?: string;
}

/** GET /api/health through the shared client, timed. */
export async function getHealth(client: ApiClient): Promise<HealthResult> {
  const started = performance.now();
  try {
    const answer = await client.raw('/health');
    return { ok: true, status: answer.status, body: answer.json, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const status = (error as { status?: number }).status ?? null;
    return { ok: false, status, body: null, ms: Math.round(performance.now() - started), error: (error as Error).message };
  }
}

export function useHealth() {
  const client = useApiClient();
  const [result, setResult] = useState<HealthResult | null>(null);
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(async () => {
    setLoading(true);
    setResult(await getHealth(client));
    setLoading(false);
  }, [client]);
  useEffect(() => {
    let alive = true;
    void getHealth(client).then((r) => {
      if (!alive) return;
      setResult(r);
      setLoading(false);
    });
    return () => {
      alive = false;
    };
  }, [client]);
  return { result, loading, refresh };
}
