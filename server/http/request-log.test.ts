import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK, redactedUrl } from './request-log.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ logger: { stream } });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('redacts credentials in query strings', () => {
    expect(redactedUrl('/customer/account/resetpassword/?id=7&token=abc_DEF-123')).toBe('/customer/account/resetpassword/?id=7&token=[redacted]');
    expect(redactedUrl('/x?TOKEN=a&b=1&password=p#top')).toBe('/x?TOKEN=[redacted]&b=1&password=[redacted]#top');
    expect(redactedUrl('/?_storyblok=1&_storyblok_tk=1.2.abc')).toBe('/?_storyblok=1&_storyblok_tk=[redacted]');
    expect(redactedUrl('/api/storyblok-story?id=home&edit=1&preview=1.2.abc')).toBe('/api/storyblok-story?id=home&edit=1&preview=[redacted]');
    expect(redactedUrl('/sales?tokens=1')).toBe('/sales?tokens=1');
    expect(redactedUrl('/newsletter/manage/?h=abc&t=secret')).toBe('/newsletter/manage/?h=abc&t=[redacted]');
    expect(redactedUrl('/api/newsletter?hashedEmail=abc&hashedToken=secret&storeId=1')).toBe(
      '/api/newsletter?hashedEmail=abc&hashedToken=[redacted]&storeId=1',
    );
  });

  it('records a reset link’s request without its token and without the session cookie', async () => {
    const secret = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1u';
    await t.app.inject({ method: 'GET', url: `/api/session?id=1&token=${secret}`, headers: { cookie: `summit_sid=${'s'.repeat(43)}` } });
    const log = lines.join('');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('s'.repeat(43));
  });

  it('writes one line per request, with the request, its status and its time', async () => {
    const before = lines.length;
    await t.app.inject({ method: 'GET', url: '/api/page-text?area=header&storeId=1&call=one-line', headers: { host: 'uk.localhost' } });
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/page-text?area=header&storeId=1&call=one-line', host: 'uk.localhost' },
      res: { statusCode: 200 },
    });
    expect(written[0]!.responseTime).toEqual(expect.any(Number));
    expect(written[0]!.reqId).toEqual(expect.any(String));
  });

  it("leaves out the page renderer's own calls, but not a request that only claims to be one", async () => {
    await t.app.inject({ method: 'GET', url: '/api/page-text?area=header&storeId=1&call=own', headers: { [IN_PROCESS_HEADER]: IN_PROCESS_MARK } });
    await t.app.inject({ method: 'GET', url: '/api/page-text?area=header&storeId=1&call=claimed', headers: { [IN_PROCESS_HEADER]: 'guess' } });
    const log = lines.join('');
    expect(log).not.toContain('call=own');
    expect(log).toContain('call=claimed');
  });
});
