import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { MOCK_SESSION_TOKEN } from '@app/mocks';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazySession } from './lazy-session.js';

describe('LazySession', () => {
  it('answers from the stored token until the chart runs, then from the chart', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, MOCK_SESSION_TOKEN);
    const session = new LazySession();
    expect(session.signedIn()).toBe(true);
    expect(session.token()).toBe(MOCK_SESSION_TOKEN);
    await session.load();
    expect(session.signedIn()).toBe(true);
    expect(session.token()).toBe(MOCK_SESSION_TOKEN);
  });

  it('treats an empty stored token as no session, as the chart does', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, '');
    const session = new LazySession();
    expect(session.signedIn()).toBe(false);
    expect(session.token()).toBeNull();
    await session.load();
    expect(session.signedIn()).toBe(false);
  });

  it('holds events sent before the chart arrives and hands them over in order', async () => {
    const session = new LazySession();
    const changed = vi.fn();
    session.subscribe(changed);
    session.send({ type: 'SESSION.SIGNED_IN', token: 'first' });
    session.send({ type: 'SESSION.SIGNED_IN', token: 'second' });
    expect(session.signedIn()).toBe(false);
    await session.load();
    expect(session.signedIn()).toBe(true);
    expect(session.token()).toBe('second');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('second');
    expect(changed).toHaveBeenCalled();
  });

  it("passes the chart's navigation on, and acts at once once it runs", async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, MOCK_SESSION_TOKEN);
    const session = new LazySession();
    const navigate = vi.fn();
    session.navigate = navigate;
    await session.load();
    session.send({ type: 'SESSION.SIGN_OUT' });
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(session.signedIn()).toBe(false);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ type: 'navigate', to: '/' }));
  });
});
