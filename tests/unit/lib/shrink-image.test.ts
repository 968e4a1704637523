import { describe, expect, it } from 'vitest';
import { fileNameFor, imageSizeNote, shrinkImage, stripMetadata } from '../../../src/lib/shrink-image';

const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** An EXIF APP1 (little-endian) with Orientation and a GPS IFD pointer, and a GPS IFD holding a latitude. */
function exifApp1(orientation: number): number[] {
  const tiff = [0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00];
  const ifd0 = [
    0x02,
    0x00,
    0x12,
    0x01,
    0x03,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x25,
    0x88,
    0x04,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x26,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ];
  const gps = [0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00, 0x00, 0x4e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00];
  return segment(0xe1, [...ascii('Exif\0\0'), ...tiff, ...ifd0, ...gps]);
}

const JFIF = segment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const XMP = segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>19,4N</exif:GPSLatitude></x:xmpmeta>'));
const IPTC = segment(0xed, ascii('Photoshop 3.0\0 Mumbai'));
const COMMENT = segment(0xfe, ascii('shot at the depot'));
const QUANT = segment(0xdb, [0, ...Array.from({ length: 64 }, (_, index) => index + 1)]);
const SCAN = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9];

const jpeg = (...parts: number[][]) => new File([Uint8Array.from([0xff, 0xd8, ...parts.flat()])], 'photo.jpg', { type: 'image/jpeg' });
const bytesOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];
const contains = (haystack: number[], needle: number[]) =>
  haystack.some((_, at) => needle.every((byte, index) => haystack[at + index] === byte));

describe('stripMetadata', () => {
  it('cuts EXIF (with its GPS), XMP, IPTC and comments out of a JPEG and keeps the picture segments byte for byte', async () => {
    const stripped = await bytesOf(await stripMetadata(jpeg(JFIF, exifApp1(1), XMP, IPTC, COMMENT, QUANT, SCAN)));
    expect(stripped).toEqual([0xff, 0xd8, ...JFIF, ...QUANT, ...SCAN]);
    expect(contains(stripped, ascii('Exif'))).toBe(false);
    expect(contains(stripped, ascii('GPS'))).toBe(false);
  });

  it('keeps a rotated photo upright: the orientation survives as a minimal EXIF of its own', async () => {
    const stripped = await bytesOf(await stripMetadata(jpeg(JFIF, exifApp1(6), QUANT, SCAN)));
    const app1 = stripped.slice(2, 2 + 36);
    expect(app1.slice(0, 4)).toEqual([0xff, 0xe1, 0x00, 0x22]);
    expect(contains(app1, [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 6])).toBe(true);
    expect(stripped.slice(2 + 36)).toEqual([...JFIF, ...QUANT, ...SCAN]);
    expect(contains(stripped, [0x88, 0x25])).toBe(false);
  });

  it('returns a file with nothing to cut, or one it does not understand, as it is', async () => {
    const clean = jpeg(JFIF, QUANT, SCAN);
    expect(await stripMetadata(clean)).toBe(clean);
    const truncated = jpeg(JFIF, exifApp1(1).slice(0, 10));
    expect(await stripMetadata(truncated)).toBe(truncated);
    const gif = new File([Uint8Array.from(ascii('GIF89a'))], 'a.gif', { type: 'image/gif' });
    expect(await stripMetadata(gif)).toBe(gif);
  });

  it('drops eXIf and text chunks from a PNG', async () => {
    const chunk = (type: string, data: number[]) => [0, 0, data.length >> 8, data.length & 0xff, ...ascii(type), ...data, 1, 2, 3, 4];
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const header = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const data = chunk('IDAT', [1, 2, 3]);
    const end = chunk('IEND', []);
    const png = new File(
      [
        Uint8Array.from([
          ...signature,
          ...header,
          ...chunk('eXIf', ascii('MM\0*GPS')),
          ...chunk('tEXt', ascii('Location\0Pune')),
          ...data,
          ...end,
        ]),
      ],
      'a.png',
      { type: 'image/png' },
    );
    const stripped = await stripMetadata(png);
    expect(await bytesOf(stripped)).toEqual([...signature, ...header, ...data, ...end]);
    expect(stripped.type).toBe('image/png');
  });
});

describe('shrinkImage without a browser decoder', () => {
  it('keeps the picked image, minus its metadata, with its size as sent', async () => {
    const file = jpeg(JFIF, exifApp1(1), QUANT, SCAN);
    const result = await shrinkImage(file, { maxSide: 1600, quality: 0.8 });
    expect(await bytesOf(result.blob)).toEqual([0xff, 0xd8, ...JFIF, ...QUANT, ...SCAN]);
    expect(result.original).toEqual({ bytes: file.size, width: null, height: null });
    expect(result.sent.bytes).toBe(result.blob.size);
    expect(imageSizeNote(result)).toBe(`Original: ${file.size} B. To be sent: ${result.blob.size} B.`);
  });
});

describe('fileNameFor', () => {
  it('gives a re-encoded image the extension of its content (upload.php checks they match)', () => {
    expect(fileNameFor('part.PNG', 'image/jpeg')).toBe('part.jpg');
    expect(fileNameFor('part.jpeg', 'image/jpeg')).toBe('part.jpeg');
    expect(fileNameFor('logo.png', 'image/png')).toBe('logo.png');
    expect(fileNameFor('anim.gif', 'image/gif')).toBe('anim.gif');
    expect(fileNameFor('noext', 'image/jpeg')).toBe('noext.jpg');
  });

  it('describes the sizes with pixels when they are known', () => {
    expect(
      imageSizeNote({
        original: { bytes: 6.2 * 1024 * 1024, width: 4000, height: 3000 },
        sent: { bytes: 310 * 1024, width: 1600, height: 1200 },
      }),
    ).toBe('Original: 4000 × 3000 px, 6.2 MB. To be sent: 1600 × 1200 px, 310 KB.');
  });
});
