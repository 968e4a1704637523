import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { pngFile } from './files';
import { acceptUploads, answer, db, recordRequests } from './helpers';

const titles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('Blog Post Manager', () => {
  it('lists the posts with Title, Category, Date, Author, Edit and Delete', async () => {
    renderRoute('/admin/blogs', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Manager' })).toBeInTheDocument();
    await screen.findByRole('table');
    for (const header of ['Title', 'Category', 'Date', 'Author', 'Edit', 'Delete'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(titles()[0]).toBe('How to Inspect Wheel Lock Rings Before Every Trip');
    expect(titles()).toHaveLength(6);
    const row = screen.getByText('How to Inspect Wheel Lock Rings Before Every Trip').closest('tr')!;
    expect(within(row).getByText('Safety')).toBeInTheDocument();
    expect(within(row).getByText('Nov 10, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Rakesh Patel')).toBeInTheDocument();
  });

  it("says 'No blog posts found.' in the table when there are none", async () => {
    db.seedTable('blog_posts', []);
    renderRoute('/admin/blogs', { as: 'admin' });
    expect(await screen.findByRole('cell', { name: 'No blog posts found.' })).toBeInTheDocument();
  });

  it('requires a title and content', async () => {
    const { user } = renderRoute('/admin/blogs', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: '+ Add New Post' }));
    expect(screen.getByRole('heading', { name: 'Add New Post' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
  });

  it('writes a post with an image uploaded through upload.php', async () => {
    const uploads = acceptUploads();
    const posts = recordRequests('post', 'blog_posts.php');
    const { user } = renderRoute('/admin/blogs', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: '+ Add New Post' }));
    await user.type(screen.getByLabelText(/^Title/), 'Monsoon Checks for Leaf Springs');
    await user.type(screen.getByLabelText('Excerpt'), 'Rain and rust: what to look at.');
    await user.type(screen.getByLabelText(/^Content/), 'First paragraph.{Enter}{Enter}Second paragraph.');
    await user.type(screen.getByLabelText('Author'), 'Meera Shah');
    await user.type(screen.getByLabelText('Category'), 'Maintenance');
    await user.upload(screen.getByLabelText('Image'), pngFile('monsoon.png'));
    expect(await screen.findByRole('img', { name: 'Image preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // The form's own status (the image's sizes) goes with the form once the post is stored.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Post added successfully.'));
    expect(screen.queryByRole('heading', { name: 'Add New Post' })).toBeNull();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.type).toBe('image');
    const body = posts[0]!.body as Record<string, string>;
    expect(body).toMatchObject({
      title: 'Monsoon Checks for Leaf Springs',
      author: 'Meera Shah',
      category: 'Maintenance',
      content: 'First paragraph.\n\nSecond paragraph.',
    });
    expect(body.image).toBe(uploads[0]!.path);
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(titles()).toContain('Monsoon Checks for Leaf Springs'));
  });

  it('refuses an image over the backend request limit before uploading, keeping what was typed', async () => {
    const uploads = acceptUploads();
    const { user } = renderRoute('/admin/blogs', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: '+ Add New Post' }));
    await user.type(screen.getByLabelText(/^Title/), 'Axle Care');
    await user.type(screen.getByLabelText(/^Content/), 'Grease the hubs.');
    await user.upload(screen.getByLabelText('Image'), pngFile('hub.png', 9 * 1024 * 1024));
    const message =
      "hub.png (9 MB) is too large to send: the upload would be 9.1 MB, 1.1 MB over the server's limit of 8 MB. Choose a file at least 1.1 MB smaller.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(uploads).toHaveLength(0);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Axle Care');
    expect(screen.getByLabelText(/^Content/)).toHaveValue('Grease the hubs.');
  });

  it('edits a post, keeping its image', async () => {
    const puts = recordRequests('put', 'blog_posts.php');
    const { user } = renderRoute('/admin/blogs', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Edit Silencer Maintenance for BS-VI Trucks' }));
    expect(screen.getByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveValue('Silencer Maintenance for BS-VI Trucks');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-10-28');
    expect(screen.getByText('Current: silencer-care.svg')).toBeInTheDocument();
    expect(screen.getByLabelText('Change image')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Silencer Care for BS-VI Trucks');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Post updated successfully.');
    expect(puts[0]!.body).toMatchObject({
      id: 2,
      title: 'Silencer Care for BS-VI Trucks',
      image: '/uploads/blog/silencer-care.svg',
      date: '2026-10-28',
    });
    await waitFor(() => expect(titles()).toContain('Silencer Care for BS-VI Trucks'));
  });

  it('cancels the form without saving', async () => {
    const { user } = renderRoute('/admin/blogs', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: '+ Add New Post' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Add New Post' })).toBeNull();
    expect(screen.getByRole('button', { name: '+ Add New Post' })).toHaveFocus();
  });

  it('deletes a post after the confirmation', async () => {
    const { user } = renderRoute('/admin/blogs', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete Our New Press Line for Chassis Brackets' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).not.toContain('Our New Press Line for Chassis Brackets'));
    expect(db.find('blog_posts', 5)).toBeUndefined();
  });

  it("shows 'Failed to save post' and 'Failed to delete post' in red", async () => {
    const { user } = renderRoute('/admin/blogs', { as: 'admin' });
    answer('post', 'blog_posts.php', { success: false });
    await user.click(await screen.findByRole('button', { name: '+ Add New Post' }));
    await user.type(screen.getByLabelText(/^Title/), 'T');
    await user.type(screen.getByLabelText(/^Content/), 'C');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to save post$/);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('T');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    answer('delete', 'blog_posts.php', { success: false });
    await user.click(screen.getByRole('button', { name: 'Delete Our New Press Line for Chassis Brackets' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete post$/);
    expect(screen.getByRole('alert')).toHaveClass('alert-error');
  });

  it("shows 'Failed to fetch blog posts' when the list fails", async () => {
    answer('get', 'blog_posts.php', { error: 'Database error' }, 500);
    renderRoute('/admin/blogs', { as: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database error');
  });
});
