/**
 * Issue 20 on the PHP backend: a phone photo (4000×3000, several MB, EXIF with GPS and a rotation)
 * is shrunk in the browser before it is sent; the stored file is small, upright, without location;
 * a transparent PNG stays transparent. (A 3D model over the request limit is refused before anything is sent:
 * tests/integration/staff/part-form.test.tsx, as no backend is involved.)
 * The photos are generated here (a canvas in the page, EXIF bytes written by hand): no blobs in git.
 */
import type { Page } from '@playwright/test';
import { signedIn } from '../signed-in';
import { backendCall, backendJson, backendUrl, expect, partNameField, test, unique, type WirePart } from './support';

const MAX_SIDE = 1600;

/** The images drawn so far in this run, by scene, size and type. */
const drawn = new Map<string, Buffer>();

/**
 * An image drawn on a canvas in the page and encoded there:
 * - 'photo': smooth shapes, light and sensor noise;
 * - 'cutout': an opaque disc on a transparent background, with a half-transparent band;
 * - 'lit-wall': an opaque radial gradient (a photo saved as PNG, say).
 */
async function drawnImage(
  page: Page,
  scene: 'photo' | 'cutout' | 'lit-wall',
  width: number,
  height: number,
  type: 'image/jpeg' | 'image/png',
): Promise<Buffer> {
  // The same scene comes out the same (its noise is seeded): drawn once per run, not once per test.
  const key = `${scene} ${width}x${height} ${type}`;
  const done = drawn.get(key);
  if (done) return done;
  const base64 = await page.evaluate(
    async ({ scene, width, height, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      if (scene === 'photo') {
        const sky = context.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, '#9cc3e6');
        sky.addColorStop(0.55, '#e8e2d0');
        sky.addColorStop(1, '#5b4a3a');
        context.fillStyle = sky;
        context.fillRect(0, 0, width, height);
        for (let i = 0; i < 60; i += 1) {
          context.fillStyle = `hsl(${(i * 47) % 360} 35% ${25 + (i % 5) * 10}%)`;
          context.beginPath();
          context.ellipse((i * 977) % width, (i * 613) % height, 80 + ((i * 37) % 400), 60 + ((i * 53) % 300), i, 0, Math.PI * 2);
          context.fill();
        }
        const pixels = context.getImageData(0, 0, width, height);
        let seed = 7;
        for (let at = 0; at < pixels.data.length; at += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const noise = (seed % 41) - 20;
          pixels.data[at] = pixels.data[at]! + noise;
          pixels.data[at + 1] = pixels.data[at + 1]! + noise;
          pixels.data[at + 2] = pixels.data[at + 2]! + noise;
        }
        context.putImageData(pixels, 0, 0);
      } else if (scene === 'cutout') {
        context.fillStyle = '#d22';
        context.beginPath();
        context.arc(width / 2, height / 2, (height * 7) / 18, 0, Math.PI * 2);
        context.fill();
        context.fillStyle = 'rgba(255, 200, 0, 0.5)';
        context.fillRect(0, (height * 5) / 6, width, height / 9);
      } else {
        const light = context.createRadialGradient(width / 2, (height * 2) / 5, 100, width / 2, height / 2, (width * 3) / 5);
        light.addColorStop(0, '#f4e7c8');
        light.addColorStop(1, '#39404a');
        context.fillStyle = light;
        context.fillRect(0, 0, width, height);
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.95));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(text);
    },
    { scene, width, height, type },
  );
  const image = Buffer.from(base64, 'base64');
  drawn.set(key, image);
  return image;
}

/** An EXIF APP1 as a phone writes it: Make, Orientation and a GPS IFD with latitude and longitude. */
function exifWithGps(orientation: number): Buffer {
  const tiff = Buffer.alloc(200);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  let at = 8;
  const entry = (tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    if (type === 3 && count === 1) tiff.writeUInt16BE(value, at + 8);
    else tiff.writeUInt32BE(value, at + 8);
    at += 12;
  };
  // IFD0 at 8: three entries, then the next-IFD offset; its data after it.
  tiff.writeUInt16BE(3, at);
  at += 2;
  entry(0x010f, 2, 6, 50); // Make -> 'Phone\0' at 50
  entry(0x0112, 3, 1, orientation);
  entry(0x8825, 4, 1, 60); // GPS IFD at 60
  tiff.writeUInt32BE(0, at);
  tiff.write('Phone\0', 50, 'latin1');
  // GPS IFD at 60: N 19° 4' 36", E 72° 52' 39" (Mumbai).
  at = 60;
  tiff.writeUInt16BE(4, at);
  at += 2;
  entry(0x0001, 2, 2, 0x4e000000); // 'N'
  entry(0x0002, 5, 3, 120);
  entry(0x0003, 2, 2, 0x45000000); // 'E'
  entry(0x0004, 5, 3, 144);
  tiff.writeUInt32BE(0, at);
  [19, 1, 4, 1, 36, 1, 72, 1, 52, 1, 39, 1].forEach((value, index) => tiff.writeUInt32BE(value, 120 + index * 4));
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff.subarray(0, 168)]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

interface JpegFacts {
  width: number;
  height: number;
  /** The APP1 segments' payloads (EXIF, XMP). */
  app1: Buffer[];
}

/** Reads a JPEG's frame size and APP1 segments. */
function readJpeg(bytes: Buffer): JpegFacts {
  expect(bytes.readUInt16BE(0), 'JPEG start').toBe(0xffd8);
  const app1: Buffer[] = [];
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xe1) app1.push(bytes.subarray(at + 4, at + 2 + length));
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7), app1 };
    at += 2 + length;
  }
  throw new Error('no frame header');
}

/** Whether an EXIF payload's IFD0 points to a GPS IFD (tag 0x8825). */
const hasGps = (app1: Buffer[]) =>
  app1.some((payload) => payload.subarray(0, 4).toString('latin1') === 'Exif' && payload.includes(Buffer.from([0x88, 0x25])));

async function openAddPart(page: Page, name: string, category: string): Promise<void> {
  await signedIn(page, 'admin', '/admin/parts/add');
  await partNameField(page).fill(name);
  await page.getByLabel(/^category/i).selectOption(category);
  await page.getByLabel(/^description/i).fill('Leaf spring centre bolt, photographed at the depot.');
}

const firstCategory = async (request: import('@playwright/test').APIRequestContext) =>
  (await backendJson<{ data: { name: string }[] }>(request, 'categories.php')).data[0]!.name;

async function storedPart(request: import('@playwright/test').APIRequestContext, name: string): Promise<WirePart> {
  const parts = (await backendJson<{ data: WirePart[] }>(request, `parts.php?search=${encodeURIComponent(name)}`)).data;
  expect(parts).toHaveLength(1);
  return parts[0]!;
}

test('a 4000×3000 phone photo with GPS is stored at most 1,600 px, upright, well under 1 MB and without location', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = unique('E2E Centre Bolt');
  const category = await firstCategory(request);
  await openAddPart(page, name, category);
  const camera = await drawnImage(page, 'photo', 4000, 3000, 'image/jpeg');
  // Orientation 6: the camera was held upright, so the picture is 3000 wide and 4000 high.
  const photo = Buffer.concat([camera.subarray(0, 2), exifWithGps(6), camera.subarray(2)]);
  expect(photo.length, 'a phone-sized photo').toBeGreaterThan(3 * 1024 * 1024);
  expect(hasGps(readJpeg(photo).app1), 'the picked photo carries GPS').toBe(true);

  await page.getByLabel('Part Image').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const detail = page.getByText(/^Original: 3000 × 4000 px, [\d.]+ MB\. To be sent: 1200 × 1600 px, \d+ KB\.$/);
  await expect(detail).toBeVisible({ timeout: 20_000 });

  const inserted = backendCall(page, 'insert_part.php', 'POST');
  await page.getByRole('button', { name: 'Save Part' }).click();
  const response = await inserted;
  expect(response.status()).toBe(200);
  const body = response.request().postDataJSON() as { image: string };
  expect(body.image).toMatch(/^data:image\/jpeg;base64,/);
  expect(Buffer.byteLength(response.request().postData() ?? ''), 'the request').toBeLessThan(1024 * 1024);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/parts');

  const part = await storedPart(request, name);
  expect(part.image).toMatch(/^\/?uploads\/parts\/.+\.jpg$/);
  const stored = await request.get(`${backendUrl}/${part.image!.replace(/^\//, '')}`);
  const bytes = Buffer.from(await stored.body());
  const facts = readJpeg(bytes);
  expect(Math.max(facts.width, facts.height)).toBeLessThanOrEqual(MAX_SIDE);
  expect([facts.width, facts.height], 'upright: the rotation is applied to the pixels').toEqual([1200, 1600]);
  expect(bytes.length, 'well under 1 MB').toBeLessThan(512 * 1024);
  expect(hasGps(facts.app1)).toBe(false);
  expect(bytes.includes(Buffer.from('Phone\0', 'latin1')), 'no EXIF from the camera').toBe(false);
  console.log(`photo ${(photo.length / 1024 / 1024).toFixed(2)} MB -> stored ${(bytes.length / 1024).toFixed(0)} KB`);

  await page.goto('/catalog');
  await page.getByRole('searchbox').fill(name);
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(1200);
});

test('a PNG with transparency keeps it, shrunk to 1,600 px', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = unique('E2E Reflector');
  const category = await firstCategory(request);
  await openAddPart(page, name, category);
  const png = await drawnImage(page, 'cutout', 2400, 1800, 'image/png');
  await page.getByLabel('Part Image').setInputFiles({ name: 'reflector.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/^Original: 2400 × 1800 px, [\d.]+ KB\. To be sent: 1600 × 1200 px, [\d.]+ KB\.$/)).toBeVisible({
    timeout: 20_000,
  });
  const inserted = backendCall(page, 'insert_part.php', 'POST');
  await page.getByRole('button', { name: 'Save Part' }).click();
  expect((await inserted).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/parts');

  const part = await storedPart(request, name);
  expect(part.image).toMatch(/^\/?uploads\/parts\/.+\.png$/);
  // Decode the stored file in the page (the backend allows any origin) and read its pixels.
  const pixels = await page.evaluate(
    async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const alpha = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[3];
      return { width: bitmap.width, height: bitmap.height, corner: alpha(5, 5), disc: alpha(800, 600), band: alpha(100, 1060) };
    },
    `${backendUrl}/${part.image!.replace(/^\//, '')}`,
  );
  expect(pixels).toMatchObject({ width: 1600, height: 1200, corner: 0, disc: 255 });
  expect(pixels.band).toBeGreaterThan(100);
  expect(pixels.band).toBeLessThan(160);
});

test('without OffscreenCanvas and createImageBitmap options (as in Safari 15.4) the photo is still shrunk, upright and without GPS', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const native = window.createImageBitmap.bind(window);
    // @ts-expect-error -- removing what the older engines lack
    delete window.OffscreenCanvas;
    window.createImageBitmap = ((source: ImageBitmapSource, ...rest: unknown[]) => {
      if (rest.length === 1 || rest.length === 5)
        return Promise.reject(new TypeError("The provided value 'from-image' is not a valid enum value"));
      return native(source);
    }) as typeof createImageBitmap;
  });
  await signedIn(page, 'admin', '/admin/parts/add');
  expect(await page.evaluate(() => typeof OffscreenCanvas)).toBe('undefined');
  const camera = await drawnImage(page, 'photo', 4000, 3000, 'image/jpeg');
  const photo = Buffer.concat([camera.subarray(0, 2), exifWithGps(6), camera.subarray(2)]);
  await page.getByLabel('Part Image').setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(/^Original: 3000 × 4000 px, [\d.]+ MB\. To be sent: 1200 × 1600 px, \d+ KB\.$/)).toBeVisible({
    timeout: 20_000,
  });
  const preview = await page.getByRole('img', { name: 'Part Image preview' }).getAttribute('src');
  expect(preview).toMatch(/^data:image\/jpeg;base64,/);
  const sent = Buffer.from(preview!.split(',')[1]!, 'base64');
  const facts = readJpeg(sent);
  expect([facts.width, facts.height]).toEqual([1200, 1600]);
  expect(hasGps(facts.app1)).toBe(false);
});

test('a blog photo picked as a PNG is shrunk to a JPEG and uploaded under a .jpg name, which upload.php accepts', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = unique('E2E Depot Photo');
  await signedIn(page, 'admin', '/admin/blogs');
  // An opaque photo saved as PNG (a phone screenshot of the camera roll, say): JPEG is far smaller.
  const png = await drawnImage(page, 'lit-wall', 3000, 2000, 'image/png');
  await page.getByRole('button', { name: '+ Add New Post' }).click();
  await page.getByLabel(/^title/i).fill(title);
  await page.getByLabel(/^content/i).fill('The new racks at the depot.');
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'depot.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/^Original: 3000 × 2000 px, [\d.]+ [KM]B\. To be sent: 1600 × 1067 px, [\d.]+ KB\.$/)).toBeVisible({
    timeout: 20_000,
  });

  const uploaded = backendCall(page, 'upload.php', 'POST');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const response = await uploaded;
  expect(response.status()).toBe(200);
  const { file_path: path } = (await response.json()) as { file_path: string };
  expect(path).toMatch(/^\/?uploads\/blog\/depot-[0-9a-f]+\.jpg$/);
  await expect(page.getByText('Post added successfully.')).toBeVisible();

  const stored = Buffer.from(await (await request.get(`${backendUrl}/${path.replace(/^\//, '')}`)).body());
  const facts = readJpeg(stored);
  expect([facts.width, facts.height]).toEqual([1600, 1067]);
  expect(stored.length).toBeLessThan(png.length);
});
