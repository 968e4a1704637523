import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { pdfFile } from './files';
import { acceptUploads, answer, db, recordRequests } from './helpers';

describe('Brochure Manager', () => {
  it('shows the current brochure link in a new tab', async () => {
    renderRoute('/admin/brochures', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brochure Manager' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Open the current brochure/ });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("asks for a file: 'Please select a PDF file to upload.'", async () => {
    const { user } = renderRoute('/admin/brochures', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a PDF file to upload.')).toBeInTheDocument();
  });

  it('rejects a file that is not a PDF', async () => {
    const { user } = renderRoute('/admin/brochures', { as: 'admin', user: { applyAccept: false } });
    await user.upload(await screen.findByLabelText('Brochure PDF'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please choose a PDF file (.pdf).')).toBeInTheDocument();
  });

  it('uploads through upload.php (type brochure), saves the path with brochures.php and says so', async () => {
    const uploads = acceptUploads();
    const saves = recordRequests('post', 'brochures.php');
    const before = db.all('brochures').length;
    const { user } = renderRoute('/admin/brochures', { as: 'admin' });
    await user.upload(await screen.findByLabelText('Brochure PDF'), pdfFile('catalogue-2027.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Brochure uploaded successfully!');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.type).toBe('brochure');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({ bpath: uploads[0]!.path });
    expect(db.all('brochures')).toHaveLength(before + 1);
    expect(screen.getByLabelText('Brochure PDF')).toHaveValue('');
  });

  it('refuses a PDF over the backend request limit before uploading, saying by how much', async () => {
    const uploads = acceptUploads();
    const { user } = renderRoute('/admin/brochures', { as: 'admin' });
    const big = pdfFile('catalogue-hd.pdf');
    Object.defineProperty(big, 'size', { value: 12 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText('Brochure PDF'), big);
    const message =
      "catalogue-hd.pdf (12 MB) is too large to send: the upload would be 12.1 MB, 4.1 MB over the server's limit of 8 MB. Choose a file at least 4.1 MB smaller.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('shows the upload and save failures', async () => {
    const { user } = renderRoute('/admin/brochures', { as: 'admin' });
    answer('post', 'upload.php', { success: false });
    await user.upload(await screen.findByLabelText('Brochure PDF'), pdfFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Upload failed$/);
    answer('post', 'upload.php', { success: true, file_path: 'uploads/brochures/x.pdf', message: 'ok' });
    answer('post', 'brochures.php', { success: false });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to save brochure path$/));
    answer('post', 'brochures.php', { success: false, message: 'Disk full' });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Disk full$/));
  });
});
