import { inflateRawSync } from 'node:zlib';

/**
 * A small, bounded ZIP reader: the central directory (read from the end of the file) and the bytes of one
 * small entry. Enough to tell what an office document really is without unpacking it; a ZIP it cannot read
 * within its bounds (ZIP64, encrypted, a huge directory or entry) is answered as not readable.
 */

/** Reads `length` bytes at `offset` of the stored file. */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

export type Zip = {
  /** The entries' names, as written in the directory. */
  names: ReadonlySet<string>;
  /** Each entry's sizes as the directory declares them (a spreadsheet import bounds them before unpacking). */
  sizes: ReadonlyMap<string, { size: number; compressedSize: number }>;
  /** The bytes of an entry, or null when it is missing or not readable within the bounds. */
  read: (name: string) => Promise<Buffer | null>;
};

type Entry = { flags: number; method: number; compressedSize: number; size: number; offset: number };

const END_SIGNATURE = 0x06054b50;
const DIRECTORY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_LENGTH = 22;
const MAX_COMMENT = 0xffff;
const DIRECTORY_ENTRY_LENGTH = 46;
const LOCAL_HEADER_LENGTH = 30;
/** Bounds: an office document's directory and its small descriptive entries are far below these. */
const MAX_DIRECTORY_BYTES = 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;
const UTF8_NAMES = 0x800;

/** The ZIP's directory, or null when the file is not a ZIP this reader can read. */
export async function openZip(readAt: ReadAt, size: number): Promise<Zip | null> {
  if (size < END_LENGTH) return null;
  const tailLength = Math.min(size, END_LENGTH + MAX_COMMENT);
  const tailStart = size - tailLength;
  const tail = await readAt(tailStart, tailLength);
  let end = -1;
  for (let i = tail.length - END_LENGTH; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_SIGNATURE && i + END_LENGTH + tail.readUInt16LE(i + 20) <= tail.length) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean ZIP64, which no office document within the upload limit needs.
  if (count === 0xffff || directoryOffset === 0xffffffff || directorySize > MAX_DIRECTORY_BYTES) return null;
  if (directoryOffset + directorySize > tailStart + end) return null;

  const directory = await readAt(directoryOffset, directorySize);
  const entries = new Map<string, Entry>();
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + DIRECTORY_ENTRY_LENGTH > directory.length || directory.readUInt32LE(at) !== DIRECTORY_SIGNATURE)
      return null;
    const flags = directory.readUInt16LE(at + 8);
    const nameLength = directory.readUInt16LE(at + 28);
    const next =
      at +
      DIRECTORY_ENTRY_LENGTH +
      nameLength +
      directory.readUInt16LE(at + 30) +
      directory.readUInt16LE(at + 32);
    if (next > directory.length) return null;
    const nameBytes = directory.subarray(
      at + DIRECTORY_ENTRY_LENGTH,
      at + DIRECTORY_ENTRY_LENGTH + nameLength,
    );
    entries.set(nameBytes.toString(flags & UTF8_NAMES ? 'utf8' : 'latin1'), {
      flags,
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      offset: directory.readUInt32LE(at + 42),
    });
    at = next;
  }

  return {
    names: new Set(entries.keys()),
    sizes: new Map(
      [...entries].map(([name, e]) => [name, { size: e.size, compressedSize: e.compressedSize }]),
    ),
    async read(name) {
      const entry = entries.get(name);
      if (!entry || entry.flags & ENCRYPTED) return null;
      if (entry.size > MAX_ENTRY_BYTES || entry.compressedSize > MAX_ENTRY_BYTES) return null;
      if (entry.offset + LOCAL_HEADER_LENGTH > directoryOffset) return null;
      const header = await readAt(entry.offset, LOCAL_HEADER_LENGTH);
      if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) return null;
      const start = entry.offset + LOCAL_HEADER_LENGTH + header.readUInt16LE(26) + header.readUInt16LE(28);
      if (start + entry.compressedSize > directoryOffset) return null;
      const data = await readAt(start, entry.compressedSize);
      try {
        const bytes =
          entry.method === STORED
            ? data
            : entry.method === DEFLATED
              ? inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES })
              : null;
        return bytes && bytes.length === entry.size ? bytes : null;
      } catch {
        return null;
      }
    },
  };
}
