import { describe, expect, it } from 'vitest';
import { KeyLocks } from '#infra/local/s3/key-locks.ts';

/** Lets every granted lock's continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyLocks', () => {
  it('lets reads of a key share it and a write wait for them, then have it alone', async () => {
    const locks = new KeyLocks();
    const events: string[] = [];
    const take = (name: string, exclusive: boolean) =>
      locks.acquire('k', exclusive).then((release) => {
        events.push(name);
        return release;
      });
    const readA = take('read a', false);
    const readB = take('read b', false);
    const write = take('write', true);
    const readC = take('read c', false);
    await settle();
    expect(events).toEqual(['read a', 'read b']);
    (await readA)();
    await settle();
    expect(events).toEqual(['read a', 'read b']);
    (await readB)();
    await settle();
    // The read asked after the write waits for it, though reads alone could share the key.
    expect(events).toEqual(['read a', 'read b', 'write']);
    const release = await write;
    release();
    release();
    await settle();
    expect(events).toEqual(['read a', 'read b', 'write', 'read c']);
    (await readC)();
    expect(locks.size).toBe(0);
  });

  it('keeps keys apart and gives a key back when its work fails', async () => {
    const locks = new KeyLocks();
    const writeA = await locks.acquire('a', true);
    let wroteB = false;
    await locks.run('b', true, async () => {
      wroteB = true;
    });
    expect(wroteB).toBe(true);
    await expect(
      locks.run('b', true, async () => {
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(await locks.run('b', false, async () => 'read')).toBe('read');
    writeA();
    expect(locks.size).toBe(0);
  });
});
