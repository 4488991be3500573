import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Summit-demo-2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Summit-demo-2026', hash)).toBe(true);
    expect(await verifyPassword('summit-demo-2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false for hashes it cannot read instead of throwing', async () => {
    const hash = await hashPassword('pw');
    for (const broken of [
      '',
      'plain',
      hash.replace('scrypt', 'bcrypt'),
      hash.replace('$16384$', '$1000$'),
      hash.replace('$16384$', '$1073741824$'),
      hash.split('$').slice(0, 5).join('$'),
    ]) {
      expect(await verifyPassword('pw', broken), broken).toBe(false);
    }
  });
});
