// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

/** A request the test answers when it likes. */
function held<T>() {
  const answers: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const run = vi.fn(() => new Promise<T>((resolve, reject) => answers.push({ resolve, reject })));
  return { run, answers };
}

describe('useAction', () => {
  it('is pending while its request is on its way, then holds the answer and tells the caller', async () => {
    const { run, answers } = held<string>();
    const { result } = renderHook(() => useAction(run));
    const onSuccess = vi.fn();
    expect(result.current.isPending).toBe(false);
    act(() => result.current.mutate('in', { onSuccess }));
    expect(run).toHaveBeenCalledWith('in');
    expect(result.current.isPending).toBe(true);
    await act(async () => answers[0]!.resolve('out'));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, data: 'out' });
    expect(onSuccess).toHaveBeenCalledWith('out');
  });

  it('hands on a failure as it came (an Error or not)', async () => {
    const { run, answers } = held<string>();
    const { result } = renderHook(() => useAction(run));
    const onError = vi.fn();
    act(() => result.current.mutate('in', { onError }));
    await act(async () => answers[0]!.reject('offline'));
    expect(result.current).toMatchObject({ isPending: false, isError: true, error: 'offline' });
    expect(onError).toHaveBeenCalledWith('offline');
  });

  it('hears only of its latest request', async () => {
    const { run, answers } = held<string>();
    const { result } = renderHook(() => useAction(run));
    const first = vi.fn();
    const second = vi.fn();
    act(() => result.current.mutate('a', { onSuccess: first }));
    act(() => result.current.mutate('b', { onSuccess: second }));
    await act(async () => answers[0]!.resolve('late'));
    expect(result.current.isPending).toBe(true);
    await act(async () => answers[1]!.resolve('b done'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('b done');
    expect(result.current.data).toBe('b done');
  });
});
