// For tests: a store with Prism's validating proxy in front and the front on the public side, as
// `npm run mock` runs them.
import { startPrism } from '../lib/prism.mjs';
import { DEMO_ADMIN, DEMO_STAFF } from '../serve.mjs';
import { startFront } from '../front.mjs';
import { SEED_DAY } from './seed/today.ts';
import { startStore, type StoreOptions } from './server.ts';

export async function startThroughPrism(options: StoreOptions = {}) {
  const store = await startStore({ members: 300, today: SEED_DAY, ...options });
  const prism = await startPrism('proxy', 'openapi/openapi.yaml', [store.url, '--errors']);
  const front = await startFront({
    port: 0,
    prismUrl: prism.url,
    storeUrl: store.url,
    control: store.control,
  });
  const address = front.address();
  const gate = {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => front.close(() => resolve())),
  };
  const call = async (
    method: string,
    path: string,
    init: {
      token?: string;
      json?: unknown;
      form?: Record<string, string | File>;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | FormData | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = new FormData();
      for (const [key, value] of Object.entries(init.form)) body.append(key, value);
    }
    const response = await fetch(gate.url + path, { method, headers, body });
    const type = response.headers.get('content-type') ?? '';
    const text = await response.text();
    const data: unknown = type.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, type, data, headers: response.headers };
  };
  const signIn = async (account: { email: string; password: string }) => {
    const answer = await call('POST', '/api/auth/login', { json: account });
    const data = answer.data;
    if (
      typeof data !== 'object' ||
      data === null ||
      !('token' in data) ||
      typeof data.token !== 'string'
    )
      throw new Error(`sign-in failed: ${JSON.stringify(data)}`);
    return data.token;
  };
  return {
    store,
    prism,
    /** The public side's address. */
    url: gate.url,
    call,
    /** The public side's raw answer (pictures: bytes and headers). */
    fetch: (path: string, init?: RequestInit) => fetch(gate.url + path, init),
    adminToken: () => signIn(DEMO_ADMIN),
    staffToken: () => signIn(DEMO_STAFF),
    signInAs: signIn,
    stop: async () => {
      await gate.close();
      await prism.stop();
      await store.close();
    },
  };
}
