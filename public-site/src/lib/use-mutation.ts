import { useCallback, useEffect, useRef, useState } from 'react';

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

/** A small request state machine for forms: one call at a time, the last answer or error kept. */
export function useMutation<I, O>(fn: (input: I) => Promise<O>) {
  const [state, setState] = useState<{ status: MutationStatus; data: O | null; error: unknown }>({ status: 'idle', data: null, error: null });
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  });

  const mutate = useCallback(async (input: I): Promise<O> => {
    setState({ status: 'pending', data: null, error: null });
    try {
      const data = await fnRef.current(input);
      setState({ status: 'success', data, error: null });
      return data;
    } catch (error) {
      setState({ status: 'error', data: null, error });
      throw error;
    }
  }, []);

  const reset = useCallback(() => setState({ status: 'idle', data: null, error: null }), []);
  return { ...state, isPending: state.status === 'pending', mutate, reset };
}
