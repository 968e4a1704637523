import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, splitMatches } from '../../../src/features/staff/categories/highlight';
import { loginTarget } from '../../../src/features/staff/login/login-page';
import { readPartFile } from '../../../src/features/staff/parts/part-files';
import { can, roleList, roles, sectionsFor, staffPaths, staffSections } from '../../../src/features/staff/roles';
import { newestFirst } from '../../../src/features/staff/shared/sorting';

describe('splitMatches / Highlight', () => {
  it('splits case-insensitively around every match', () => {
    expect(splitMatches('Brake and brake', 'BRAKE')).toEqual([
      { text: 'Brake', match: true },
      { text: ' and ', match: false },
      { text: 'brake', match: true },
    ]);
    expect(splitMatches('Other', '  ')).toEqual([{ text: 'Other', match: false }]);
  });

  it('treats regex characters and markup as plain text', () => {
    expect(splitMatches('a.b (c)', '(c)')).toEqual([
      { text: 'a.b ', match: false },
      { text: '(c)', match: true },
    ]);
    const { container } = render(<Highlight text="<img src=x onerror=alert(1)> Parts" query="parts" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')).toHaveTextContent('Parts');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> Parts');
  });
});

describe('loginTarget', () => {
  it("returns the asked-for page only inside the role's area", () => {
    expect(loginTarget(roles.admin, '/admin/parts/3/edit')).toBe('/admin/parts/3/edit');
    expect(loginTarget(roles.admin, '/admin/inquiries?status=pending')).toBe('/admin/inquiries?status=pending');
    expect(loginTarget(roles.admin, '/subadmin/parts')).toBe('/admin/dashboard');
    expect(loginTarget(roles.admin, '/administrator')).toBe('/admin/dashboard');
    expect(loginTarget(roles.admin, 'https://evil.example/admin/x')).toBe('/admin/dashboard');
    expect(loginTarget(roles.subadmin, undefined)).toBe('/subadmin/dashboard');
  });
});

describe('role table', () => {
  it('gives subadmin no delete and no admin-only sections', () => {
    for (const capability of ['parts.delete', 'inquiries.delete', 'buyLeads.delete', 'categories', 'brochures', 'blogPosts'] as const) {
      expect(can(roles.admin, capability)).toBe(true);
      expect(can(roles.subadmin, capability)).toBe(false);
    }
  });

  it('keeps every link of a role under its base path', () => {
    for (const role of roleList) {
      const paths = staffPaths(role);
      for (const path of [
        paths.dashboard,
        paths.parts,
        paths.addPart,
        paths.editPart(1),
        paths.inquiries('pending'),
        paths.inquiry(2),
        paths.buyLeads(),
      ]) {
        expect(path.startsWith(`${role.basePath}/`)).toBe(true);
      }
    }
  });

  it('derives a path for each section and child screen of the table', () => {
    const paths = staffPaths(roles.admin);
    expect([paths.blogs, paths.addPart, paths.editPart(4), paths.inquiry(2), paths.buyLeads('new')]).toEqual([
      '/admin/blogs',
      '/admin/parts/add',
      '/admin/parts/4/edit',
      '/admin/inquiries/2',
      '/admin/buy-leads?status=new',
    ]);
  });

  it('declares each section with a screen that exists, and gives subadmin only the sections without a capability', () => {
    for (const section of staffSections) {
      for (const page of [section.page, ...(section.children ?? []).map((child) => child.page)]) {
        expect(existsSync(join(import.meta.dirname, '../../../src/features/staff', `${page}.tsx`)), page).toBe(true);
      }
    }
    expect(sectionsFor(roles.subadmin).map((section) => section.id)).toEqual([
      'dashboard',
      'follow-ups',
      'parts',
      'inquiries',
      'buy-leads',
    ]);
    expect(sectionsFor(roles.admin)).toHaveLength(staffSections.length);
  });

  it('holds the texts that differ between roles', () => {
    expect(roles.subadmin.texts.partsSubtitle).toBe('Manage your truck parts catalogue');
    expect(roles.subadmin.texts.inquiriesSearchPlaceholder).toBe('Search inquiries...');
  });
});

describe('newestFirst', () => {
  it('orders by date, undated last', () => {
    const rows = [{ d: new Date(2026, 0, 1) }, { d: null }, { d: new Date(2026, 5, 1) }];
    expect(newestFirst(rows, (row) => row.d)).toEqual([rows[2], rows[0], rows[1]]);
  });
});

describe('readPartFile', () => {
  it('reads accepted files as data URLs', async () => {
    const result = await readPartFile(new File(['%PDF-1.4\n'], 'a.pdf', { type: 'application/pdf' }), 'pdf');
    expect(result).toMatchObject({ ok: true, file: { name: 'a.pdf', dataUrl: expect.stringMatching(/^data:application\/pdf;base64,/) } });
    const glb = await readPartFile(new File(['glTF\u0002\u0000\u0000\u0000'], 'm.glb', { type: '' }), 'model');
    expect(glb.ok).toBe(true);
    const gltf = await readPartFile(new File(['{"asset":{}}'], 'm.gltf', { type: 'model/gltf+json' }), 'model');
    expect(gltf.ok).toBe(true);
  });

  it('refuses wrong types and wrong contents', async () => {
    expect(await readPartFile(new File(['x'], 'a.exe', { type: 'application/pdf' }), 'pdf')).toEqual({ ok: false, reason: 'type' });
    expect(await readPartFile(new File(['x'], 'a.png', { type: 'text/plain' }), 'image')).toEqual({ ok: false, reason: 'type' });
    expect(await readPartFile(new File(['not pdf'], 'a.pdf', { type: 'application/pdf' }), 'pdf')).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    expect(await readPartFile(new File(['nope'], 'm.glb', { type: '' }), 'model')).toEqual({ ok: false, reason: 'unreadable' });
  });
});
