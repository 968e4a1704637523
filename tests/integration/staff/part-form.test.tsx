import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { glbFile, pdfFile, pngFile } from './files';
import { answer, db, holdRequests, recordRequests, roleCases, server } from './helpers';

const fillRequired = async (user: ReturnType<typeof renderRoute>['user']) => {
  await user.type(screen.getByLabelText(/^Part Name/), '  Rear Bumper Bracket  ');
  const category = screen.getByLabelText(/^Category/);
  await waitFor(() => expect(within(category).getByRole('option', { name: 'Chassis Parts' })).toBeInTheDocument());
  await user.selectOptions(category, 'Chassis Parts');
  await user.type(screen.getByLabelText(/^Description/), 'Pressed steel bracket for the rear bumper.');
};

describe.each(roleCases)('$name add part', ({ role }) => {
  const paths = staffPaths(role);

  it('shows the fields and buttons of the add form', async () => {
    renderRoute(paths.addPart, { as: role.id });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Part' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Part Name/)).toBeRequired();
    const category = screen.getByLabelText(/^Category/);
    expect(within(category).getAllByRole('option')[0]).toHaveTextContent('Select category');
    expect(screen.getByLabelText(/^Description/)).toBeInTheDocument();
    expect(screen.getByLabelText('Stock')).toHaveValue(0);
    expect(screen.getByLabelText('Part Image')).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif');
    expect(screen.getByText('PNG, JPG or GIF, up to 10MB.')).toBeInTheDocument();
    expect(screen.getByLabelText('3D Model')).toHaveAttribute('accept', '.glb,.gltf');
    expect(screen.getByLabelText('Brochure/PDF')).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Part' })).toBeEnabled();
  });

  it('shows the required-field messages beside the fields and sends nothing', async () => {
    const posts = recordRequests('post', 'parts.php');
    const { user } = renderRoute(paths.addPart, { as: role.id });
    await user.click(await screen.findByRole('button', { name: 'Save Part' }));
    expect(await screen.findByText('Part name is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Part Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Part Name/)).toHaveAccessibleDescription('Part name is required');
    expect(posts).toHaveLength(0);
    // Editing the field clears its message.
    await user.type(screen.getByLabelText(/^Part Name/), 'X');
    await waitFor(() => expect(screen.queryByText('Part name is required')).toBeNull());
  });

  it('adds a part with an image, a 3D model and a PDF through insert_part.php, then shows the success on the list', async () => {
    const inserts = recordRequests('post', 'insert_part.php');
    const { user, location } = renderRoute(paths.addPart, { as: role.id });
    await screen.findByRole('heading', { name: 'Add New Part' });
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '7');
    await user.upload(screen.getByLabelText('Part Image'), pngFile());
    expect(await screen.findByRole('img', { name: 'Part Image preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.upload(screen.getByLabelText('3D Model'), glbFile());
    await user.upload(screen.getByLabelText('Brochure/PDF'), pdfFile());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Part' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save Part' }));

    await waitFor(() => expect(location().pathname).toBe(paths.parts));
    expect(await screen.findByRole('status')).toHaveTextContent('Part added successfully!');
    expect(inserts).toHaveLength(1);
    const body = inserts[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Rear Bumper Bracket',
      category: 'Chassis Parts',
      description: 'Pressed steel bracket for the rear bumper.',
      stock: 7,
    });
    expect(body.image).toMatch(/^data:image\/png;base64,/);
    expect(body.model_file).toMatch(/^data:model\/gltf-binary;base64,Z2xURg/);
    expect(body.brochure_file).toMatch(/^data:application\/pdf;base64,JVBERi0xLjQ/);
    const saved = db.all('parts').find((row) => row.name === 'Rear Bumper Bracket')!;
    expect(saved.stock).toBe(7);
    // Back on the list (a new part sorts last by id, past the first page): a search finds it, marked
    // as the row just added, though insert_part.php answered no id.
    await user.type(await screen.findByRole('searchbox', { name: 'Search parts' }), 'Rear Bumper');
    expect((await screen.findByText('Rear Bumper Bracket')).closest('tr')).toHaveClass('data-table-touched');
  });

  it('adds a part without files through parts.php with stock 0', async () => {
    const posts = recordRequests('post', 'parts.php');
    const { user, location } = renderRoute(paths.addPart, { as: role.id });
    await screen.findByRole('heading', { name: 'Add New Part' });
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Stock'));
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    await waitFor(() => expect(location().pathname).toBe(paths.parts));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ image: null, model_file: null, brochure_file: null, stock: 0 });
  });

  it("shows 'Saving...' with the buttons locked while the part is sent", async () => {
    let release: () => void = () => {};
    server.use(
      http.post(
        '*/parts.php',
        () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ success: true, message: 'ok' })))),
      ),
    );
    const { user } = renderRoute(paths.addPart, { as: role.id });
    await screen.findByRole('heading', { name: 'Add New Part' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText('Part added successfully!')).toBeInTheDocument();
  });

  it('quotes a reply that is not JSON and keeps the form filled', async () => {
    server.use(
      http.post(
        '*/insert_part.php',
        () => new HttpResponse('<b>Fatal error</b>: Allowed memory size exhausted', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const { user } = renderRoute(paths.addPart, { as: role.id });
    await screen.findByRole('heading', { name: 'Add New Part' });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Part Image'), pngFile());
    await screen.findByRole('img', { name: 'Part Image preview' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Part' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add part. Please try again. Error: Server returned invalid JSON: <b>Fatal error</b>: Allowed memory size exhausted',
    );
    expect(screen.getByLabelText(/^Part Name/)).toHaveValue('  Rear Bumper Bracket  ');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Chassis Parts');
  });

  it("shows the server's message, or 'Failed to add part'", async () => {
    answer('post', 'parts.php', { success: false, message: 'Duplicate part name' });
    const { user } = renderRoute(paths.addPart, { as: role.id });
    await screen.findByRole('heading', { name: 'Add New Part' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add part. Please try again. Error: Duplicate part name');
    answer('post', 'parts.php', { success: false });
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to add part\. Please try again\. Error: Failed to add part$/),
    );
  });

  it('rejects files of the wrong type and unreadable files under the upload', async () => {
    const { user } = renderRoute(paths.addPart, { as: role.id, user: { applyAccept: false } });
    await screen.findByRole('heading', { name: 'Add New Part' });
    await user.upload(screen.getByLabelText('Part Image'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please choose a PNG, JPG or GIF image.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('3D Model'), new File(['x'], 'model.obj', { type: '' }));
    expect(await screen.findByText('Please choose a .glb or .gltf 3D model.')).toBeInTheDocument();
    // Right name and type, wrong content: it cannot be processed.
    await user.upload(screen.getByLabelText('Brochure/PDF'), pdfFile('fake.pdf', 'not a pdf at all'));
    expect(await screen.findByText('Failed to process brochure')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('3D Model'), new File(['JUNKJUNK'], 'model.glb', { type: '' }));
    expect(await screen.findByText('Failed to process 3D model')).toBeInTheDocument();
    expect(screen.getByLabelText('Brochure/PDF')).toHaveAccessibleDescription(/Failed to process brochure/);
  });

  it('warns about an image above 5,000,000 bytes but still adds the part', async () => {
    const inserts = recordRequests('post', 'insert_part.php');
    const { user, location } = renderRoute(paths.addPart, { as: role.id });
    await screen.findByRole('heading', { name: 'Add New Part' });
    await user.upload(screen.getByLabelText('Part Image'), pngFile('small.png', 5_000_000));
    await screen.findByRole('img', { name: 'Part Image preview' });
    expect(screen.queryByText(/very large/)).toBeNull();
    await user.upload(screen.getByLabelText('Part Image'), pngFile('big.png', 5_000_001));
    expect(await screen.findByText(/This image is very large \(5\.0 MB\)/)).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    await waitFor(() => expect(location().pathname).toBe(paths.parts));
    expect(inserts).toHaveLength(1);
  });

  it("shows 'Failed to load categories' in place of the dropdown when the server refuses them", async () => {
    setScenario('categories-reject');
    renderRoute(paths.addPart, { as: role.id });
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Category/ })).toBeNull();
  });

  it('offers the built-in categories when the categories call fails', async () => {
    setScenario('categories-network');
    renderRoute(paths.addPart, { as: role.id });
    const category = await screen.findByLabelText(/^Category/);
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(8));
    expect(within(category).getAllByRole('option').at(-1)).toHaveTextContent('Other');
  });

  it('goes back to the list on Cancel', async () => {
    const { user, location } = renderRoute(paths.addPart, { as: role.id });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe(paths.parts));
  });
});

describe.each(roleCases)('$name edit part', ({ role }) => {
  const paths = staffPaths(role);

  it('loads the part into the form with its current files', async () => {
    const release = holdRequests('get', 'parts.php');
    renderRoute(paths.editPart(6), { as: role.id });
    expect(await screen.findByText('Loading part details...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Part: Wheel Lock Ring 20 inch' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Part Name/)).toHaveValue('Wheel Lock Ring 20 inch');
    await waitFor(() => expect(screen.getByLabelText(/^Category/)).toHaveValue('Lock Rings'));
    expect(screen.getByLabelText('Change image')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Part Image preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/parts\/lock-ring\.svg$/),
    );
    const model = screen.getByRole('group', { name: '3D Model' });
    expect(within(model).getByText('Current: lock-ring.glb')).toBeInTheDocument();
    expect(within(model).getByLabelText('Change model')).toBeInTheDocument();
    const pdf = screen.getByRole('group', { name: 'Brochure/PDF' });
    expect(within(pdf).getByText('Current: lock-rings.pdf')).toBeInTheDocument();
    expect(within(pdf).getByLabelText('Change PDF')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Part' })).toBeEnabled();
  });

  it('updates the part, keeping stored files, and shows the success on the list', async () => {
    const puts = recordRequests('put', 'parts.php');
    const stock = Number(db.find('parts', 6)!.stock);
    const { user, location } = renderRoute(paths.editPart(6), { as: role.id });
    const name = await screen.findByLabelText(/^Part Name/);
    await user.clear(name);
    await user.type(name, 'Wheel Lock Ring 20 inch HD');
    await user.click(screen.getByRole('button', { name: 'Update Part' }));
    await waitFor(() => expect(location().pathname).toBe(paths.parts));
    expect(await screen.findByRole('status')).toHaveTextContent('Part updated successfully!');
    expect(puts[0]!.url.searchParams.get('id')).toBe('6');
    expect(puts[0]!.body).toMatchObject({
      id: 6,
      name: 'Wheel Lock Ring 20 inch HD',
      model: 'uploads/models/lock-ring.glb',
      brochure: 'uploads/brochures/lock-rings.pdf',
      stock,
    });
    expect(db.find('parts', 6)!.name).toBe('Wheel Lock Ring 20 inch HD');
  });

  it("shows 'Updating...' while busy and 'Failed to update part: ...' on failure", async () => {
    let release: () => void = () => {};
    server.use(
      http.put(
        '*/parts.php',
        () =>
          new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ success: false, message: 'Stock is locked' })))),
      ),
    );
    const { user } = renderRoute(paths.editPart(6), { as: role.id });
    await user.click(await screen.findByRole('button', { name: 'Update Part' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update part: Stock is locked');
    expect(screen.getByLabelText(/^Part Name/)).toHaveValue('Wheel Lock Ring 20 inch');
  });

  it('replaces a file with a picked one and warns only above 10,000,000 bytes', async () => {
    const puts = recordRequests('put', 'parts.php');
    const { user } = renderRoute(paths.editPart(6), { as: role.id });
    await screen.findByLabelText('Change image');
    await user.upload(screen.getByLabelText('Change image'), pngFile('six-mb.png', 6_000_000));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Part Image preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/)),
    );
    expect(screen.queryByText(/very large/)).toBeNull();
    await user.upload(screen.getByLabelText('Change image'), pngFile('eleven-mb.png', 10_000_001));
    expect(await screen.findByText(/This image is very large \(10\.0 MB\)/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Change PDF'), pdfFile('new.pdf'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Part' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Update Part' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0]!.body as Record<string, string>).image).toMatch(/^data:image\/png;base64,/);
    expect((puts[0]!.body as Record<string, string>).brochure).toMatch(/^data:application\/pdf;base64,/);
  });

  it("says 'Error reading file. Please try a different file.' for an unreadable file on edit", async () => {
    const { user } = renderRoute(paths.editPart(6), { as: role.id });
    await user.upload(await screen.findByLabelText('Change PDF'), pdfFile('broken.pdf', 'garbage'));
    expect(await screen.findByText('Error reading file. Please try a different file.')).toBeInTheDocument();
  });

  it.each([['abc'], ['12abc'], ['999']])("shows 'Part Not Found' for the id %s", async (id) => {
    renderRoute(paths.editPart(id), { as: role.id });
    expect(await screen.findByRole('heading', { name: 'Part Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The part you're looking for doesn't exist or may have been deleted.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Parts' })).toHaveAttribute('href', paths.parts);
  });
});

it('refuses a stock that is not a whole number, beside the field, and sends nothing', async () => {
  const puts = recordRequests('put', 'parts.php');
  const { user, location } = renderRoute('/admin/parts/6/edit', { as: 'admin' });
  const stock = await screen.findByLabelText('Stock');
  await user.clear(stock);
  await user.type(stock, '2.5');
  await user.tab();
  expect(await screen.findByText('Stock must be a whole number (0 or more)')).toBeInTheDocument();
  expect(stock).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Update Part' }));
  expect(location().pathname).toBe('/admin/parts/6/edit');
  expect(puts).toHaveLength(0);
});

describe('the backend request limit (8 MB, PHP post_max_size)', () => {
  /** A binary glTF of `bytes` bytes: over 6 MB, base64 takes the request past 8 MB. */
  const bigGlb = (bytes: number) => {
    const data = new Uint8Array(bytes);
    data.set([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0]);
    return new File([data], 'axle-housing.glb', { type: 'model/gltf-binary' });
  };

  it(
    'refuses a part whose files would be over the limit before sending, names the file and keeps the values',
    { timeout: 30_000 },
    async () => {
      const inserts = recordRequests('post', 'insert_part.php');
      const { user, location } = renderRoute('/admin/parts/add', { as: 'admin' });
      await screen.findByRole('heading', { name: 'Add New Part' });
      await fillRequired(user);
      await user.upload(screen.getByLabelText('Part Image'), pngFile());
      expect(await screen.findByText(/^Original: \d+ B\. To be sent: \d+ B\.$/)).toBeInTheDocument();
      await user.upload(screen.getByLabelText('3D Model'), bigGlb(6_500_000));
      const message =
        /^axle-housing\.glb \(6\.2 MB\) is too large to send: the upload would be 8\.3 MB, [\d.]+ KB over the server's limit of 8 MB\. Choose a file at least [\d.]+ KB smaller\.$/;
      // Reading 6 MB in jsdom takes a while on a busy machine.
      expect(await screen.findByText(message, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.getByLabelText('3D Model')).toHaveAccessibleDescription(expect.stringMatching(/Size: 6\.2 MB\..*too large to send/));
      expect(screen.getByLabelText('3D Model')).toHaveAttribute('aria-invalid', 'true');

      await user.click(screen.getByRole('button', { name: 'Save Part' }));
      expect(await screen.findByText('The part was not sent: a file is too large (see 3D Model).')).toBeInTheDocument();
      expect(inserts).toHaveLength(0);
      expect(location().pathname).toBe('/admin/parts/add');
      expect(screen.getByLabelText(/^Part Name/)).toHaveValue('  Rear Bumper Bracket  ');
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Pressed steel bracket for the rear bumper.');
      expect(screen.getByRole('img', { name: 'Part Image preview' })).toBeInTheDocument();

      // A smaller model fits: the message goes and the part is sent.
      await user.upload(screen.getByLabelText('3D Model'), bigGlb(5_000_000));
      await waitFor(() => expect(screen.queryByText(message)).toBeNull(), { timeout: 8000 });
      // Save waits, disabled, while the new file is read (5 MB takes a while in jsdom).
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save Part' })).toBeEnabled(), { timeout: 8000 });
      await user.click(screen.getByRole('button', { name: 'Save Part' }));
      await waitFor(() => expect(location().pathname).toBe('/admin/parts'));
      expect(inserts).toHaveLength(1);
    },
  );
});
