import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { DEFAULT_BACKUP_ALLOW, SERVER_PID_HEADER } from './backup-route.ts';

// The route sends whatever the database's image is: a stand-in here (the whole path is server/db/backup.test.ts).
const IMAGE = 'a tar image '.repeat(100);
const image = async () => new Blob([IMAGE]);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('POST /ops/backup', () => {
  it('sends the data directory gzipped to this machine only, never through an untrusted proxy or to a browser', async () => {
    t = await createTestApp({ backup: { image, allow: DEFAULT_BACKUP_ALLOW } });
    const reply = await t.app.inject({ method: 'POST', url: '/ops/backup' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/gzip');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz"$/);
    expect(reply.headers[SERVER_PID_HEADER]).toBe(String(process.pid));
    expect(gunzipSync(reply.rawPayload).toString()).toBe(IMAGE);

    const elsewhere = await t.app.inject({ method: 'POST', url: '/ops/backup', remoteAddress: '203.0.113.9' });
    expect(expectErrorBody(elsewhere.json(), 403).message).toContain('BACKUP_ALLOW');
    const proxied = await t.app.inject({ method: 'POST', url: '/ops/backup', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(proxied.statusCode).toBe(403);
    // A page on another site can make a browser on this machine post here.
    const browser = await t.app.inject({ method: 'POST', url: '/ops/backup', headers: { origin: 'https://elsewhere.example' } });
    expect(expectErrorBody(browser.json(), 403).message).toContain('npm run db:backup');
  });

  it('follows BACKUP_ALLOW behind a trusted proxy', async () => {
    t = await createTestApp({ trustProxy: '127.0.0.1', backup: { image, allow: ['10.0.0.0/8'] } });
    expect((await t.app.inject({ method: 'POST', url: '/ops/backup', headers: { 'x-forwarded-for': '10.1.2.3' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/ops/backup', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/ops/backup' })).statusCode).toBe(403);
  });

  it('takes one backup at a time', async () => {
    let started!: () => void;
    const imageStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowImage = async () => {
      started();
      await released;
      return new Blob([IMAGE]);
    };
    t = await createTestApp({ backup: { image: slowImage, allow: DEFAULT_BACKUP_ALLOW } });
    const first = t.app.inject({ method: 'POST', url: '/ops/backup' });
    await imageStarted;
    const second = await t.app.inject({ method: 'POST', url: '/ops/backup' });
    expect(expectErrorBody(second.json(), 409).message).toContain('being taken');
    release();
    expect((await first).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/ops/backup' })).statusCode).toBe(200);
  });

  it('is not there unless the database is PGlite in a directory', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'POST', url: '/ops/backup' })).statusCode).toBe(404);
  });
});
