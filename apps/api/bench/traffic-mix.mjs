// The load test's traffic: what visitors and a signed-in owner do, with a few writes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH, endpoints } from '@app/contracts';

/** A built asset of the site (the entry script), so static files are part of the traffic. */
function siteAsset(siteDir) {
  const index = path.join(siteDir, 'index.html');
  if (!existsSync(index)) return null;
  return readFileSync(index, 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? null;
}

/**
 * The mix, for the owner `api` names (token, email, password). Password work (sign-in, sign-up)
 * costs an argon2id hash each, 12-14 ms of CPU here by design, so the writes are one request in
 * twenty and the password requests one in thirty, as on a real site, not a third of the traffic.
 * They are the group `password`, whose latencies the load test also shows apart: at one in
 * thirty, the p99 of all requests is one of them.
 */
export function trafficMix(api, siteDir) {
  const call = (name) => `${API_BASE_PATH}${endpoints[name].path}`;
  const json = { 'content-type': 'application/json' };
  const visitor = () => ({
    'x-forwarded-for': `10.${counter % 256}.${(counter >> 8) % 256}.${process.pid % 256}`,
  });
  const owner = { authorization: `Bearer ${api.token}` };
  let counter = 0;
  const unique = (prefix) => {
    counter += 1;
    return `${prefix}-${process.pid}-${Date.now()}-${counter}@load.example.ch`;
  };
  const asset = siteAsset(siteDir);
  const pages = existsSync(path.join(siteDir, 'index.html'))
    ? [
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/license' },
        ...(asset ? [{ method: 'GET', path: asset }] : []),
      ]
    : [];
  const reads = [
    ...pages,
    { method: 'GET', path: call('health') },
    { method: 'GET', path: call('usersMe'), headers: owner },
    { method: 'GET', path: call('subscriptionInfo'), headers: owner },
    { method: 'GET', path: `${call('trackingClick')}?id=load-test` },
    { method: 'GET', path: call('usersMe'), headers: owner },
    { method: 'GET', path: call('subscriptionInfo'), headers: owner },
  ];
  const writes = [
    {
      method: 'POST',
      path: call('signin'),
      group: 'password',
      headers: json,
      body: JSON.stringify({ email: api.email, password: api.password }),
    },
    {
      method: 'POST',
      path: call('signup'),
      group: 'password',
      headers: json,
      makeHeaders: visitor,
      makeBody: () => JSON.stringify({ email: unique('signup'), password: 'Load-password-1', lang: 'en' }),
    },
    {
      method: 'POST',
      path: call('forgotPassword'),
      headers: json,
      makeHeaders: visitor,
      makeBody: () => JSON.stringify({ email: unique('forgot'), lang: 'de' }),
    },
  ];
  // Each write after a run of reads, so the writes are spread over the cycle.
  const readsPerWrite = Math.max(1, Math.round((20 * writes.length - writes.length) / writes.length));
  return writes.flatMap((write, index) => [
    write,
    ...Array.from(
      { length: readsPerWrite },
      (_, offset) => reads[(index * readsPerWrite + offset) % reads.length],
    ),
  ]);
}
