import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { DEFAULT_METRICS_ALLOW } from './metrics-routes.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('health and readiness', () => {
  it('/healthz answers while the process runs; /readyz checks the database, migrations, stores and draining', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', stores: 'ok', draining: 'ok' } });

    t.app.summit.lifecycle.startDraining();
    const draining = await t.app.inject({ url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'not ready', checks: { draining: 'shutting down', database: 'ok' } });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready on a database that lacks a migration this build has', async () => {
    t = await createTestApp();
    const [latest] = await t.db.query<{ version: number }>('SELECT max(version) AS version FROM schema_migrations');
    await t.db.query('DELETE FROM schema_migrations WHERE version = $1', [latest!.version]);
    const reply = await t.app.inject({ url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().checks.migrations).toBe(`at ${latest!.version - 1}, this build needs ${latest!.version}`);
  });

  it('is not ready when the database does not answer', async () => {
    t = await createTestApp();
    const { db } = t.app.summit;
    t.app.summit.db = { ...db, query: async () => Promise.reject(new Error('connection refused')) };
    const reply = await t.app.inject({ url: '/readyz' });
    t.app.summit.db = db;
    expect(reply.statusCode).toBe(503);
    expect(reply.json().checks).toMatchObject({ database: 'connection refused', migrations: 'unknown' });
  });
});

describe('request ids', () => {
  it('every reply names a new id, and an error reply and the log lines carry it', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    t = await createTestApp({ logger: { stream } });
    const first = await t.app.inject({ url: '/api/no-such-endpoint', headers: { 'x-request-id': 'chosen-by-the-client' } });
    const id = first.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(expectErrorBody(first.json(), 404)).toMatchObject({ requestId: id });
    expect((await t.app.inject({ url: '/healthz' })).headers['x-request-id']).not.toBe(id);
    const logged = lines.filter((line) => line.includes(`"reqId":"${String(id)}"`)).map((line) => JSON.parse(line) as unknown);
    expect(logged).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 404 } })]);
  });

  it('keeps the id a trusted proxy sent, and only a well-formed one', async () => {
    t = await createTestApp({ trustProxy: '127.0.0.1' });
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c');
    const forged = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a\nfake log line' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const untrusted = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c' }, remoteAddress: '203.0.113.9' });
    expect(untrusted.headers['x-request-id']).not.toBe('lb-7f3a9c');
  });
});

describe('metrics', () => {
  it('times requests by route, counts the page cache and database statements, for this machine only', async () => {
    t = await createTestApp({ metrics: { allow: DEFAULT_METRICS_ALLOW } });
    await t.app.inject({ url: '/api/session', headers: { host: 'localhost' } });
    await t.app.inject({ url: '/api/hp-data?storeId=1', headers: { host: 'localhost' } });
    const reply = await t.app.inject({ url: '/metrics' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    expect(reply.body).toMatch(/^summit_http_request_duration_seconds_count\{method="GET",route="\/api\/session",status_code="200"\} 1$/m);
    expect(reply.body).toMatch(/^summit_db_query_duration_seconds_count\{kind="(read|write)"\} [1-9]/m);
    expect(reply.body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(reply.body).toMatch(/^process_resident_memory_bytes /m);

    expect((await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    // Through a proxy it does not trust, the address is the proxy's, whoever is behind it.
    expect((await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
  });

  it('follows METRICS_ALLOW behind a trusted proxy', async () => {
    t = await createTestApp({ trustProxy: '127.0.0.1', metrics: { allow: ['10.0.0.0/8'] } });
    expect((await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '10.1.2.3' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(403);
  });

  it('is not there when the server keeps no metrics', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
