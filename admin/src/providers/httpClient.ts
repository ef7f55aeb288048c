import type { fetchUtils } from 'react-admin';
import type { ApiClient } from '../../../shared/api/client';
import { toHttpError } from './httpError';

/** ra-data-simple-rest's extra headers (Range); the content type is the ApiClient's to set. */
function headerRecord(headers: fetchUtils.Options['headers']): Record<string, string> {
  if (!headers) return {};
  return Object.fromEntries([...new Headers(headers as HeadersInit).entries()].filter(([name]) => name !== 'content-type'));
}

/** ra-data-simple-rest's httpClient on top of the shared ApiClient: bearer token, 401 handling, Spanish errors. */
export function createHttpClient(client: ApiClient) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    try {
      const response = await client.raw(url, {
        method: options.method,
        body: options.body as string | undefined,
        headers: headerRecord(options.headers),
        signal: options.signal ?? undefined,
      });
      return { status: response.status, headers: response.headers, body: response.body, json: response.json as never };
    } catch (error) {
      throw toHttpError(error);
    }
  };
}
