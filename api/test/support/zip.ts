import { crc32, deflateRawSync } from 'node:zlib';

type ZipEntry = { name: string; content: string | Buffer; stored?: boolean };

/** A ZIP built in memory (deflated entries unless `stored`), as office suites write their documents. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const content = Buffer.from(entry.content);
    const data = entry.stored ? content : deflateRawSync(content);
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0x800, 2); // UTF-8 names
    common.writeUInt16LE(entry.stored ? 0 : 8, 4);
    common.writeUInt32LE(crc32(content), 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(content.length, 18);
    common.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, name, data]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    common.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    locals.push(local);
    offset += local.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const CONTENT_TYPES = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

/** Office documents as small as their type check needs. */
export const OFFICE_SAMPLE = {
  docx: makeZip([
    {
      name: '[Content_Types].xml',
      content: CONTENT_TYPES(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
    },
    { name: '_rels/.rels', content: '<Relationships/>' },
    { name: 'word/document.xml', content: '<w:document/>' },
  ]),
  /** Word with macros (docm) under a .docx name: its main part has the macro-enabled type. */
  docm: makeZip([
    {
      name: '[Content_Types].xml',
      content: CONTENT_TYPES('application/vnd.ms-word.document.macroEnabled.main+xml'),
    },
    { name: 'word/document.xml', content: '<w:document/>' },
    { name: 'word/vbaProject.bin', content: Buffer.alloc(64, 7) },
  ]),
  odt: makeZip([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', stored: true },
    { name: 'content.xml', content: '<office:document-content/>' },
  ]),
  /** Any other ZIP: what a renamed archive looks like. */
  zip: makeZip([{ name: 'script.js', content: 'alert(1)' }]),
};
