/**
 * A real HTTP server on loopback that plays the provider's billing, with switchable failure
 * modes; it can be stopped (its port closed) and started again on the same port.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };
export type Mode = 'ok' | 'fail500' | 'slow' | 'garbage';

/** Starts the fake billing; `mode` and the `tariffs` answer can be changed between calls. */
export async function startFakeBilling(slowMs = 1_000) {
  const state = {
    mode: 'ok' as Mode,
    received: [] as Received[],
    references: new Set<string>(),
    tariffs: { series: [], tariffs: [{ code: 't1' }] } as unknown,
    /** The status call's answers by reference; a reference not here is answered 404. */
    statuses: new Map<string, unknown>(),
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const path = req.url ?? '';
      state.received.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      });
      const send = (status: number, body: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (state.mode === 'fail500') return send(503, { error: 'maintenance' });
      if (state.mode === 'garbage') return send(200, '<html>not json');
      const answer = () => {
        if (path === '/tariffs') return send(200, state.tariffs);
        if (path === '/application_poll')
          return send(200, { options: [{ code: 'friends', label: { rus: 'Друзья', uzb: "Do'stlar" } }] });
        if (path === '/check/login_for_payment') {
          const body = JSON.parse(raw) as { prefix: string; login: string };
          return send(
            200,
            body.login === '100001'
              ? { found: true, technology: 'FTTx', holder: 'Алишер Каримов', tariff: { rus: 'Оранж', uzb: 'Orange' } }
              : body.login === '100002'
                ? { found: true, technology: 'GPON', holder: 'Bobur Rahimov', tariff: 'Nihol' }
                : { found: false },
          );
        }
        if (path.startsWith('/online_request/status?')) {
          const reference = new URL(path, 'http://billing').searchParams.get('reference') ?? '';
          const known = state.statuses.get(reference);
          return known ? send(200, known) : send(404, { error: 'unknown reference' });
        }
        if (path === '/online_request') {
          state.references.add(String(req.headers['idempotency-key']));
          return send(200, { reference: `B-${String(req.headers['idempotency-key'])}` });
        }
        return send(404, { error: 'no such call' });
      };
      if (state.mode === 'slow') setTimeout(answer, slowMs);
      else answer();
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  /** Closes the port and drops open connections: billing is gone, not just failing. */
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    hits: (path: string) => state.received.filter((r) => r.path === path).length,
    stop,
    /** Listens again on the same port after `stop()`. */
    start: () => listen(port),
    close: stop,
  };
}

/** A fake billing as `startFakeBilling` returns it. */
export type FakeBilling = Awaited<ReturnType<typeof startFakeBilling>>;
