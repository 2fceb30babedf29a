import { useRef, useState } from 'react';

type ActionState<T> = { status: 'idle' } | { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type ActionCallbacks<T> = { onSuccess?: (data: T) => void; onError?: (error: unknown) => void };

export interface Action<I, T> {
  /** Starts the request; the callbacks hear of the latest one only. */
  mutate: (input: I, callbacks?: ActionCallbacks<T>) => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
}

/**
 * One request a reader starts (a send, a subscribe, a link's POST) and where it stands: what
 * react-query's `useMutation` did here, without a query client and its 10 KB in every island
 * (this app's islands read no queries). Never retried by itself: the reader tries again.
 */
export function useAction<I, T>(run: (input: I) => Promise<T>): Action<I, T> {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' });
  // Which request is the latest: an earlier one's answer changes nothing.
  const calls = useRef(0);
  const mutate = (input: I, callbacks: ActionCallbacks<T> = {}) => {
    const call = ++calls.current;
    setState({ status: 'pending' });
    run(input).then(
      (data) => {
        if (call !== calls.current) return;
        setState({ status: 'success', data });
        callbacks.onSuccess?.(data);
      },
      (error: unknown) => {
        if (call !== calls.current) return;
        setState({ status: 'error', error });
        callbacks.onError?.(error);
      },
    );
  };
  return {
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : undefined,
  };
}
