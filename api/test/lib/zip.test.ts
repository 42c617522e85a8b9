import { describe, expect, it } from 'vitest';
import { openZip } from '../../src/lib/zip.js';
import { makeZip } from '../support/zip.js';

const reader = (zip: Buffer) => {
  const reads: { start: number; length: number }[] = [];
  const readAt = async (start: number, length: number) => {
    reads.push({ start, length });
    return zip.subarray(start, start + length);
  };
  return { readAt, reads };
};

describe('openZip', () => {
  it('lists the entries and reads stored and deflated ones', async () => {
    const zip = makeZip([
      { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', stored: true },
      { name: 'pasta/conteúdo.xml', content: '<a>'.repeat(500) },
    ]);
    const opened = await openZip(reader(zip).readAt, zip.length);
    expect([...(opened?.names ?? [])]).toEqual(['mimetype', 'pasta/conteúdo.xml']);
    expect((await opened?.read('mimetype'))?.toString()).toBe('application/vnd.oasis.opendocument.text');
    expect((await opened?.read('pasta/conteúdo.xml'))?.toString()).toBe('<a>'.repeat(500));
    expect(await opened?.read('outro.xml')).toBeNull();
  });

  it('reads only the directory and the entry asked for, never the whole archive', async () => {
    const zip = makeZip([
      { name: 'grande.bin', content: Buffer.alloc(2 * 1024 * 1024, 1), stored: true },
      { name: 'pequeno.txt', content: 'oi' },
    ]);
    const { readAt, reads } = reader(zip);
    const opened = await openZip(readAt, zip.length);
    expect((await opened?.read('pequeno.txt'))?.toString()).toBe('oi');
    expect(Math.max(...reads.map((r) => r.length))).toBeLessThan(70 * 1024);
    // An entry over the bound is not read at all.
    expect(await opened?.read('grande.bin')).toBeNull();
    expect(Math.max(...reads.map((r) => r.length))).toBeLessThan(70 * 1024);
  });

  it('refuses what is not a readable ZIP', async () => {
    const notZip = Buffer.from('%PDF-1.7 nada de zip aqui, só texto comprido o bastante');
    expect(await openZip(reader(notZip).readAt, notZip.length)).toBeNull();
    const zip = makeZip([{ name: 'a.txt', content: 'a' }]);
    const cut = zip.subarray(0, zip.length - 5);
    expect(await openZip(reader(cut).readAt, cut.length)).toBeNull();
    // An entry declared over the bound is not inflated, nor one that inflates past what it declares.
    const big = makeZip([{ name: 'a.txt', content: Buffer.alloc(3 * 1024 * 1024) }]);
    expect(await (await openZip(reader(big).readAt, big.length))?.read('a.txt')).toBeNull();
    const bomb = Buffer.from(big);
    bomb.writeUInt32LE(10, bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    const opened = await openZip(reader(bomb).readAt, bomb.length);
    expect(opened?.names.has('a.txt')).toBe(true);
    expect(await opened?.read('a.txt')).toBeNull();
  });
});
