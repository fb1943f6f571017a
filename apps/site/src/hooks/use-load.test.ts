import { CallError } from '@app/machines';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './use-load.js';

/** A read the test answers when it wants, and how many times it was made. */
function deferredReads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

const refused = new CallError({
  kind: 'api',
  status: 402,
  error: { error: true, code: 'unpaid_invoice', message: 'An invoice is unpaid.' },
});

describe('useLoad', () => {
  it('is loading until the read answers, then holds its data', async () => {
    const { load, pending } = deferredReads<string>();
    const { result } = renderHook(() => useLoad(load, 'test'));
    expect(result.current.loaded).toEqual({ status: 'loading' });
    await act(async () => pending[0]?.resolve('data'));
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'data' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fails with the server's error, or the network message when no answer came", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = () => Promise.reject(refused);
    const api = renderHook(() => useLoad(refusing, 'test'));
    await waitFor(() =>
      expect(api.result.current.loaded).toEqual({
        status: 'failed',
        feedback: { kind: 'apiError', code: 'unpaid_invoice', text: 'An invoice is unpaid.', tone: 'error' },
      }),
    );
    const unanswered = () => Promise.reject(new CallError({ kind: 'network' }));
    const network = renderHook(() => useLoad(unanswered, '[x] read'));
    await waitFor(() =>
      expect(network.result.current.loaded).toEqual({
        status: 'failed',
        feedback: { kind: 'message', id: 'errors.network', tone: 'error' },
      }),
    );
    expect(console.warn).toHaveBeenCalledWith('[x] read failed', expect.any(CallError));
  });

  it('retry shows loading again and reads anew, up to success', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, pending } = deferredReads<string>();
    const { result } = renderHook(() => useLoad(load, 'test'));
    await act(async () => pending[0]?.reject(new CallError({ kind: 'network' })));
    expect(result.current.loaded.status).toBe('failed');
    act(() => result.current.retry());
    expect(result.current.loaded).toEqual({ status: 'loading' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => pending[1]?.resolve('second'));
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'second' });
  });

  it('refresh keeps what is shown while it reads, and when it fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, pending } = deferredReads<string>();
    const { result } = renderHook(() => useLoad(load, 'test'));
    await act(async () => pending[0]?.resolve('first'));
    act(() => result.current.refresh());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'first' });
    await act(async () => pending[1]?.reject(refused));
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'first' });
  });

  it('drops an answer that comes after the screen has gone', async () => {
    const { load, pending } = deferredReads<string>();
    const { result, unmount } = renderHook(() => useLoad(load, 'test'));
    unmount();
    await act(async () => pending[0]?.resolve('late'));
    expect(result.current.loaded).toEqual({ status: 'loading' });
  });

  it('neither logs nor shows a failure that comes after the screen has gone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, pending } = deferredReads<string>();
    const { result, unmount } = renderHook(() => useLoad(load, 'test'));
    unmount();
    await act(async () => pending[0]?.reject(refused));
    expect(warn).not.toHaveBeenCalled();
    expect(result.current.loaded).toEqual({ status: 'loading' });
  });

  it('reads nothing while there is nothing to read', () => {
    const { result } = renderHook(() => useLoad<string>(null, 'test'));
    expect(result.current.loaded).toEqual({ status: 'loading' });
  });
});
