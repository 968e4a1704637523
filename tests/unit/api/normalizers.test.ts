import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { normalizeBlogPost, normalizeBlogPosts, paragraphsOf } from '../../../src/api/blog-posts/blog-posts';
import { blogPostsQueryOptions } from '../../../src/api/blog-posts/queries';
import { getBrochure, normalizeBrochure } from '../../../src/api/brochures/brochures';
import { buyLeadStatusLabel, listBuyLeads, normalizeBuyLead, normalizeBuyLeads } from '../../../src/api/buy-leads/buy-leads';
import { FALLBACK_CATEGORIES, listCategories, normalizeCategories, otherLast } from '../../../src/api/categories/categories';
import { normalizeInquiries, normalizeInquiry } from '../../../src/api/inquiries/inquiries';
import { createPart, modelUrl, normalizePart, normalizeParts, normalizeSuggestions, updatePart } from '../../../src/api/parts/parts';
import { ApiError } from '../../../src/lib/api-error';
import { specPath } from '../../contract/spec-rows';

const BASE = 'http://backend.test/api';
const rejects = async (fn: () => Promise<unknown>, message: string) => {
  await expect(fn()).rejects.toThrow(ApiError);
  await expect(fn()).rejects.toThrow(message);
};

describe('parts', () => {
  it('reads numeric strings, aliases, nulls and a missing stock', async () => {
    const [part] = await normalizeParts({
      success: '1',
      data: [
        {
          id: '12',
          name: ' Clamp ',
          description: null,
          image: 'uploads/parts/c.svg',
          category_name: 'Clamps',
          model: 'uploads/models/x.glb',
          brochure: '/uploads/b.pdf',
          stock: null,
          extra: 'ignored',
        },
      ],
    });
    expect(part).toEqual({
      id: 12,
      name: 'Clamp',
      description: '',
      category: 'Clamps',
      stock: 0,
      image: 'uploads/parts/c.svg',
      modelFile: 'uploads/models/x.glb',
      brochureFile: '/uploads/b.pdf',
      imageUrl: 'http://backend.test/api/uploads/parts/c.svg',
      modelUrl: 'http://backend.test/api/serve_model.php?file=x.glb',
      brochureUrl: 'http://backend.test/api/uploads/b.pdf',
    });
  });

  it('prefers category over category_name and model_file over model', async () => {
    const part = await normalizePart({
      id: 3,
      name: 'A',
      category: 'Cables',
      category_name: 'Old',
      model_file: 'm/a.glb',
      model: 'm/b.glb',
      stock: '7',
    });
    expect(part).toMatchObject({ category: 'Cables', modelFile: 'm/a.glb', stock: 7 });
  });

  it('accepts a single part in an envelope too', async () => {
    expect((await normalizePart({ success: true, data: { id: '4', name: 'Bush' } })).id).toBe(4);
  });

  it('drops unsafe file URLs', async () => {
    const part = await normalizePart({
      id: 1,
      name: 'X',
      image: 'javascript:alert(1)',
      brochure_file: 'data:text/html,<script>',
      model_file: 'javascript:x.glb',
    });
    expect(part).toMatchObject({ imageUrl: null, brochureUrl: null, modelUrl: null });
  });

  it('serves the legacy model through its own script', () => {
    expect(modelUrl('uploads/models/lock-ring.glb')).toBe('http://backend.test/api/specific_model.php');
    expect(modelUrl('/uploads/models/Axle Bracket.gltf')).toBe('http://backend.test/api/serve_model.php?file=Axle%20Bracket.gltf');
    expect(modelUrl('uploads/models/readme.txt')).toBeNull();
  });

  it('rejects a list without ids, a bare array and a failed envelope with the spec texts', async () => {
    await rejects(() => normalizeParts({ success: true, data: [{ name: 'No id' }] }), 'Failed to load parts');
    await rejects(() => normalizeParts([{ id: 1, name: 'x' }]), 'Failed to load parts');
    await rejects(() => normalizeParts({ success: false, message: 'Maintenance' }), 'Maintenance');
  });

  it('reads suggestions from partName or name, without blanks or repeats', async () => {
    expect(
      await normalizeSuggestions({ success: true, data: [{ partName: 'Silencer' }, { name: 'Clamp' }, { partName: 'Silencer' }] }),
    ).toEqual(['Silencer', 'Clamp']);
  });

  it('adds through insert_part.php when a file is a data URL, parts.php otherwise; stock defaults to 0', async () => {
    const seen: { path: string; body: Record<string, unknown> }[] = [];
    const record = async ({ request }: { request: Request }) => {
      seen.push({ path: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json({ success: true, message: 'ok' });
    };
    server.use(http.post(`${BASE}/parts.php`, record), http.post(`${BASE}/insert_part.php`, record));
    const base = { name: 'A', category: 'Clamps', description: 'D', image: null, modelFile: null, brochureFile: null };
    await createPart(base);
    await createPart({ ...base, brochureFile: 'data:application/pdf;base64,JVBERi0=', stock: '12.7' });
    expect(seen.map((s) => s.path)).toEqual(['/api/parts.php', '/api/insert_part.php']);
    expect(seen[0]!.body).toEqual({
      name: 'A',
      category: 'Clamps',
      description: 'D',
      image: null,
      model_file: null,
      brochure_file: null,
      stock: 0,
    });
    expect(seen[1]!.body.stock).toBe(12);
  });

  it('quotes the first 100 characters of a non-JSON add reply', async () => {
    const html = `<b>Fatal error</b>: ${'x'.repeat(200)}`;
    server.use(http.post(`${BASE}/parts.php`, () => new HttpResponse(html, { status: 200 })));
    await expect(
      createPart({ name: 'A', category: 'B', description: 'C', image: null, modelFile: null, brochureFile: null }),
    ).rejects.toThrow(`Server returned invalid JSON: ${html.slice(0, 100)}`);
  });

  it('updates with PUT parts.php?id= sending id, model, brochure and an integer stock', async () => {
    let sent: { id: string | null; body: unknown } | null = null;
    server.use(
      http.put(`${BASE}/parts.php`, async ({ request }) => {
        sent = { id: new URL(request.url).searchParams.get('id'), body: await request.json() };
        return HttpResponse.json({ success: true });
      }),
    );
    await updatePart(5, {
      name: 'A',
      category: 'B',
      description: 'C',
      image: '/uploads/a.png',
      modelFile: 'uploads/models/m.glb',
      brochureFile: null,
      stock: '3',
    });
    expect(sent).toEqual({
      id: '5',
      body: {
        id: 5,
        name: 'A',
        category: 'B',
        description: 'C',
        image: '/uploads/a.png',
        model: 'uploads/models/m.glb',
        brochure: null,
        stock: 3,
      },
    });
  });
});

describe('categories', () => {
  it('moves Other to the end, keeping the rest in order', async () => {
    expect(
      (
        await normalizeCategories({
          success: true,
          data: [
            { id: '9', name: 'Other' },
            { id: '1', name: 'Cables' },
            { id: '2', name: 'Clamps' },
          ],
        })
      ).map((c) => c.name),
    ).toEqual(['Cables', 'Clamps', 'Other']);
    expect(otherLast([{ name: 'other' }, { name: 'A' }])).toEqual([{ name: 'A' }, { name: 'other' }]);
  });

  it('falls back to the built-in 7 when the request fails', async () => {
    server.use(http.get(`${BASE}/categories.php`, () => HttpResponse.error()));
    expect(await listCategories()).toEqual(FALLBACK_CATEGORIES);
    // The spec's list, as it words it: "a built-in list is used: Brake System, …, Other (7 entries)".
    const specList = /a built-in list is used: (.+?) \(7 entries\)/.exec(readFileSync(specPath, 'utf8'))?.[1]?.split(', ');
    expect(specList).toHaveLength(7);
    expect(FALLBACK_CATEGORIES.map((c) => c.name)).toEqual(specList);
  });

  it('an answer without success is an error, not the fallback', async () => {
    server.use(http.get(`${BASE}/categories.php`, () => HttpResponse.json({ success: false })));
    await expect(listCategories()).rejects.toThrow('Failed to fetch categories');
  });
});

describe('enquiries', () => {
  it('reads part_name or partName, a numeric string quantity and a MySQL DATETIME', async () => {
    const [a, b] = await normalizeInquiries({
      success: true,
      data: [
        { id: '1', name: 'Ravi', part_name: 'Clamp', quantity: '5', date: '2026-11-20 14:03:11', status: null, email: null },
        { id: 2, name: 'Asha', partName: 'Bush', quantity: 2, date: '0000-00-00 00:00:00' },
      ],
    });
    expect(a).toMatchObject({ id: 1, partName: 'Clamp', quantity: 5, status: 'pending', email: '' });
    expect(a!.date).toEqual(new Date(2026, 10, 20, 14, 3, 11));
    expect(b).toMatchObject({ partName: 'Bush', date: null });
  });

  it('a detail without success shows the server message or the fallback', async () => {
    await rejects(() => normalizeInquiry({ success: false, message: 'Inquiry not found' }), 'Inquiry not found');
    await rejects(() => normalizeInquiry({ success: true, data: null }), 'Failed to fetch inquiry');
  });
});

describe('buy leads', () => {
  it('needs a bare array', async () => {
    await rejects(() => normalizeBuyLeads({ success: true, data: [] }), 'Failed to fetch buy leads - invalid data format');
    expect(
      (await normalizeBuyLeads([{ id: '3', name: 'A', quantity: '100', created_at: '2026-11-19 10:15:00', status: 'quoted' }]))[0],
    ).toMatchObject({ id: 3, quantity: 100, status: 'quoted' });
  });

  it('reads the bare single lead, or one in an envelope', async () => {
    expect((await normalizeBuyLead({ id: '8', name: 'B' })).id).toBe(8);
    expect((await normalizeBuyLead({ success: true, data: { id: '9', name: 'C' } })).id).toBe(9);
  });

  it("shows 'new' as New and every other status as Quoted", () => {
    expect(['new', 'NEW', 'quoted', 'pending', 'closed', ''].map(buyLeadStatusLabel)).toEqual([
      'New',
      'New',
      'Quoted',
      'Quoted',
      'Quoted',
      'Quoted',
    ]);
  });

  it('a network failure has its own text', async () => {
    server.use(http.get(`${BASE}/buy_leads.php`, () => HttpResponse.error()));
    await expect(listBuyLeads()).rejects.toThrow('Network error when fetching buy leads');
  });
});

describe('blog posts', () => {
  it('prefixes /uploads/ images with the asset host and reads DATE strings', async () => {
    const [post] = await normalizeBlogPosts({
      data: [{ id: '1', title: 'T', image: '/uploads/blog/a.jpg', date: '2026-11-10', content: 'a' }],
    });
    expect(post).toMatchObject({ id: 1, imageUrl: 'http://backend.test/api/uploads/blog/a.jpg', date: new Date(2026, 10, 10) });
  });

  it('reads {data} without success, and rejects an error body', async () => {
    expect((await normalizeBlogPost({ data: { id: 2, title: 'T' } })).title).toBe('T');
    await rejects(() => normalizeBlogPost({ error: 'Post not found' }), 'Post not found');
    await rejects(() => normalizeBlogPosts([{ id: 1, title: 'T' }]), 'Failed to fetch blog posts');
  });

  it('splits content into paragraphs at blank lines', () => {
    expect(paragraphsOf('One\nstill one\n\nTwo\r\n\r\n\n  Three  ')).toEqual(['One\nstill one', 'Two', 'Three']);
  });

  it('has a list key under its resource prefix', () => {
    expect(blogPostsQueryOptions().queryKey[0]).toBe('blogPosts');
  });
});

describe('brochure', () => {
  it('prefixes a relative bpath with the asset host', async () => {
    expect(await normalizeBrochure({ success: true, bpath: 'uploads/brochures/c.pdf' })).toBe(
      'http://backend.test/api/uploads/brochures/c.pdf',
    );
    expect(await normalizeBrochure({ success: true, bpath: 'https://cdn.example.com/c.pdf' })).toBe('https://cdn.example.com/c.pdf');
  });

  it("says 'No brochure available.' without success or a path, and 'Failed to fetch brochure.' when the request fails", async () => {
    await rejects(() => normalizeBrochure({ success: false }), 'No brochure available.');
    await rejects(() => normalizeBrochure({ success: true, bpath: '' }), 'No brochure available.');
    await rejects(() => normalizeBrochure({ success: true, bpath: 'javascript:alert(1)' }), 'No brochure available.');
    server.use(http.get(`${BASE}/brochures.php`, () => new HttpResponse('oops', { status: 500 })));
    await expect(getBrochure()).rejects.toThrow('Failed to fetch brochure.');
  });
});
