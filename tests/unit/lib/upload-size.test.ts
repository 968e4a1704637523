import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnv, parsePhpSize } from '../../../src/config/env';
import { partRequestBytes, partTooLarge, type PickedFile } from '../../../src/features/staff/parts/part-files';
import type { PartFormValues } from '../../../src/features/staff/parts/part-schema';
import { base64Length, bytesToShed, formatBytes, jsonBodyBytes, multipartTooLarge, tooLargeMessage } from '../../../src/lib/upload-size';

const MB = 1024 * 1024;

/** A data URL of `bytes` bytes, built the way FileReader does. */
const dataUrl = (mime: string, bytes: number) => `data:${mime};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

const values = (files: Partial<PartFormValues> = {}): PartFormValues => ({
  name: 'Brake chamber  ',
  category: 'Brakes',
  description: 'Type 30/30 — spring brake, “long stroke”',
  stock: '4',
  image: null,
  modelFile: null,
  brochureFile: null,
  ...files,
});

const picked = (name: string, url: string, bytes: number): PickedFile => ({
  name,
  dataUrl: url,
  original: { bytes, width: null, height: null },
  sent: { bytes, width: null, height: null },
});

describe('the backend request limit setting', () => {
  it("reads PHP's size notation like php.ini does (1024-based)", () => {
    expect(parsePhpSize('8M')).toBe(8 * MB);
    expect(parsePhpSize('512k')).toBe(512 * 1024);
    expect(parsePhpSize('1G')).toBe(1024 * MB);
    expect(parsePhpSize(' 2mb ')).toBe(2 * MB);
    expect(parsePhpSize('3000000')).toBe(3_000_000);
    for (const junk of ['', 'lots', '-8M', '0', '8T']) expect(parsePhpSize(junk)).toBeNull();
  });

  it("defaults to PHP's 8M and a 1,600 px longest side", () => {
    expect(parseEnv({})).toMatchObject({ postMaxBytes: 8 * MB, imageMaxSide: 1600 });
    expect(parseEnv({ VITE_BACKEND_POST_MAX_SIZE: '64M', VITE_IMAGE_MAX_SIDE: '1200' })).toMatchObject({
      postMaxBytes: 64 * MB,
      imageMaxSide: 1200,
    });
    expect(parseEnv({ VITE_BACKEND_POST_MAX_SIZE: 'big', VITE_IMAGE_MAX_SIDE: 'huge' })).toMatchObject({
      postMaxBytes: 8 * MB,
      imageMaxSide: 1600,
    });
  });
});

describe('upload size arithmetic', () => {
  it('base64 takes 4 characters for every 3 bytes, padded', () => {
    expect([0, 1, 2, 3, 4, 6_500_000].map(base64Length)).toEqual([0, 4, 4, 4, 8, 8_666_668]);
    fc.assert(fc.property(fc.nat(5000), (bytes) => base64Length(bytes) === Buffer.alloc(bytes).toString('base64').length));
  });

  it('counts a JSON body in UTF-8 bytes, as it goes on the wire', () => {
    expect(jsonBodyBytes({ a: 'é' })).toBe('{"a":"é"}'.length + 1);
    expect(jsonBodyBytes({ quote: 'say "hi"' })).toBe(JSON.stringify({ quote: 'say "hi"' }).length);
  });

  it("counts a part's request as the body the API sends (an upper bound of the add and edit bodies)", () => {
    const image = dataUrl('image/jpeg', 300_000);
    const model = dataUrl('model/gltf-binary', 1_000_001);
    const form = values({ image, modelFile: model, brochureFile: 'uploads/brochures/b.pdf' });
    const add = {
      name: 'Brake chamber',
      category: 'Brakes',
      description: form.description,
      image,
      model_file: model,
      brochure_file: 'uploads/brochures/b.pdf',
      stock: 4,
    };
    const edit = {
      id: 123456,
      name: 'Brake chamber',
      category: 'Brakes',
      description: form.description,
      image,
      model: model,
      brochure: 'uploads/brochures/b.pdf',
      stock: 4,
    };
    const estimate = partRequestBytes(form);
    expect(estimate).toBeGreaterThanOrEqual(jsonBodyBytes(add));
    expect(estimate).toBeGreaterThanOrEqual(jsonBodyBytes(edit));
    expect(estimate - jsonBodyBytes(add)).toBeLessThan(64);
    // The files dominate: 4/3 of their bytes plus their data URL prefixes.
    expect(estimate - jsonBodyBytes(values())).toBeGreaterThan(base64Length(300_000) + base64Length(1_000_001));
  });

  it('says how many bytes a file must lose, in file bytes', () => {
    // 400 bytes over: 100 base64 groups of 4 characters, each 3 file bytes.
    expect(bytesToShed({ requestBytes: 8 * MB + 400, limitBytes: 8 * MB, base64: true })).toBe(300);
    expect(bytesToShed({ requestBytes: 8 * MB + 401, limitBytes: 8 * MB, base64: true })).toBe(303);
    expect(bytesToShed({ requestBytes: 8 * MB + 401, limitBytes: 8 * MB, base64: false })).toBe(401);
    expect(bytesToShed({ requestBytes: 8 * MB, limitBytes: 8 * MB, base64: true })).toBe(0);
  });

  it('shedding that many bytes from a base64 file always brings the request within the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 * MB }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1 * MB, max: 16 * MB }),
        (fileBytes, rest, limitBytes) => {
          const requestBytes = rest + base64Length(fileBytes);
          const shed = bytesToShed({ requestBytes, limitBytes, base64: true });
          const smaller = Math.max(0, fileBytes - shed);
          return rest + base64Length(smaller) <= limitBytes || smaller === 0;
        },
      ),
    );
  });

  it('formats sizes 1024-based, rounding the amounts to lose up', () => {
    expect(formatBytes(8 * MB)).toBe('8 MB');
    expect(formatBytes(6.5 * MB)).toBe('6.5 MB');
    expect(formatBytes(310 * 1024)).toBe('310 KB');
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1.01 * MB, { up: true })).toBe('1.1 MB');
    expect(formatBytes(12.2 * MB)).toBe('12.2 MB');
    expect(formatBytes(120.4 * MB)).toBe('120 MB');
  });
});

describe('the too-large messages', () => {
  it('names the file, the request, how far over the limit it is and how much smaller the file must be', () => {
    expect(tooLargeMessage({ name: 'axle.glb', fileBytes: 6.5 * MB, requestBytes: 8.67 * MB, limitBytes: 8 * MB, base64: true })).toBe(
      "axle.glb (6.5 MB) is too large to send: the upload would be 8.7 MB, 687 KB over the server's limit of 8 MB. Choose a file at least 515 KB smaller.",
    );
  });

  it('blames the biggest picked file of a part over the limit, and nothing under it', () => {
    const model = dataUrl('model/gltf-binary', 6_500_000);
    const pdf = dataUrl('application/pdf', 100_000);
    const files = { model: picked('axle.glb', model, 6_500_000), pdf: picked('axle.pdf', pdf, 100_000) };
    const over = partTooLarge(values({ modelFile: model, brochureFile: pdf }), files, 8 * MB);
    expect(over?.kind).toBe('model');
    expect(over?.message).toMatch(
      /^axle\.glb \(6\.2 MB\) is too large to send: the upload would be 8\.4 MB, [\d.]+ KB over the server's limit of 8 MB\./,
    );
    expect(partTooLarge(values({ modelFile: model, brochureFile: pdf }), files, 9 * MB)).toBeNull();
    // A file no longer in the form is not blamed.
    expect(partTooLarge(values({ brochureFile: pdf }), files, 8 * MB)).toBeNull();
  });

  it('checks a multipart upload (blog image, brochure) by its file plus the form overhead', () => {
    expect(multipartTooLarge('b.pdf', 8 * MB - 2000, 8 * MB)).toBeNull();
    expect(multipartTooLarge('b.pdf', 8 * MB, 8 * MB)).toMatch(
      /^b\.pdf \(8 MB\) is too large to send: .* Choose a file at least 1 KB smaller\.$/,
    );
  });
});
