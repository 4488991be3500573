import { describe, expect, it } from 'vitest';
import { statementTurns } from './statement-turns.ts';

describe('statement turns', () => {
  it('lets the event loop do its I/O between two statements, and keeps their order', async () => {
    const inTurn = statementTurns();
    const order: string[] = [];
    const first = inTurn(async () => {
      order.push('first statement');
      // What a socket's read or a new connection is to the loop: a callback of a later turn.
      setImmediate(() => order.push('I/O'));
    });
    const second = inTurn(async () => order.push('second statement'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first statement', 'I/O', 'second statement']);
  });

  it('goes on after a statement that failed, which fails alone', async () => {
    const inTurn = statementTurns();
    const failed = inTurn(async () => {
      throw new Error('syntax error');
    });
    await expect(failed).rejects.toThrow('syntax error');
    await expect(inTurn(async () => 'next')).resolves.toBe('next');
  });
});
