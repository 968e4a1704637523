import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik, Form } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PartNameCombobox } from '../../../src/features/inquiry/part-name-combobox';
import { setupUser } from '../../support/render';

type Loader = (text: string) => Promise<string[]>;

/** The combobox inside a Formik form, as the enquiry page uses it. */
function renderInForm(loadSuggestions: Loader, onSubmit = vi.fn()) {
  render(
    <Formik initialValues={{ partName: '' }} onSubmit={onSubmit}>
      {(formik) => (
        <Form>
          <label htmlFor="part">Part Name</label>
          <PartNameCombobox
            id="part"
            name="partName"
            value={formik.values.partName}
            onValueChange={(value) => void formik.setFieldValue('partName', value)}
            onBlur={formik.handleBlur}
            loadSuggestions={loadSuggestions}
          />
          <button type="submit">Send</button>
          <output data-testid="value">{formik.values.partName}</output>
        </Form>
      )}
    </Formik>,
  );
  return { input: screen.getByRole('combobox', { name: 'Part Name' }), onSubmit };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** Runs pending timers and lets resolved promises update the component. */
const advance = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
};
const listbox = () => screen.getByRole('listbox', { hidden: true });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PartNameCombobox', () => {
  it('searches 300 ms after the last change, cancelling the earlier timers', async () => {
    const load = vi.fn<Loader>().mockResolvedValue(['Lock Ring 20 inch']);
    const { input } = renderInForm(load);
    type(input, 'l');
    await advance(200);
    type(input, 'lo');
    await advance(200);
    type(input, 'loc');
    await advance(299);
    expect(load).not.toHaveBeenCalled();
    await advance(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('loc');
  });

  it('shows the suggestions as options of a listbox tied to the field', async () => {
    const load = vi.fn<Loader>().mockResolvedValue(['Lock Ring 20 inch', 'Lock Ring Tool Kit']);
    const { input } = renderInForm(load);
    input.focus();
    type(input, 'lock');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await advance(300);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox().id);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Lock Ring 20 inch', 'Lock Ring Tool Kit']);
    expect(screen.getByText('2 suggestions available.')).toBeInTheDocument();
  });

  it('clears the suggestions, without searching, when the value is emptied', async () => {
    const load = vi.fn<Loader>().mockResolvedValue(['Lock Ring 20 inch']);
    const { input } = renderInForm(load);
    input.focus();
    type(input, 'lock');
    await advance(300);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    type(input, '');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await advance(1000);
    expect(load).toHaveBeenCalledTimes(1);
    // Nothing to show on focus either.
    fireEvent.blur(input);
    fireEvent.focus(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the list 150 ms after blur and shows it again on focus when there are suggestions', async () => {
    const load = vi.fn<Loader>().mockResolvedValue(['Lock Ring 20 inch']);
    const { input } = renderInForm(load);
    input.focus();
    type(input, 'lock');
    await advance(300);
    fireEvent.blur(input);
    await advance(149);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await advance(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.focus(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('keeps the list when focus comes back within 150 ms', async () => {
    const { input } = renderInForm(vi.fn<Loader>().mockResolvedValue(['Lock Ring 20 inch']));
    input.focus();
    type(input, 'lock');
    await advance(300);
    fireEvent.blur(input);
    await advance(100);
    fireEvent.focus(input);
    await advance(100);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not open for an answer that arrives after focus left', async () => {
    const { input } = renderInForm(vi.fn<Loader>().mockResolvedValue(['Lock Ring 20 inch']));
    input.focus();
    type(input, 'lock');
    fireEvent.blur(input);
    await advance(300);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('drops an older answer that arrives after a newer one', async () => {
    let resolveFirst!: (names: string[]) => void;
    const load = vi
      .fn<Loader>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce(['Brake Drum 410 mm']);
    const { input } = renderInForm(load);
    input.focus();
    type(input, 'lock');
    await advance(300);
    type(input, 'brake');
    await advance(300);
    await act(async () => resolveFirst(['Lock Ring 20 inch']));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Brake Drum 410 mm']);
  });

  it('shows nothing when the search fails', async () => {
    const { input } = renderInForm(vi.fn<Loader>().mockRejectedValue(new Error('offline')));
    input.focus();
    type(input, 'lock');
    await advance(300);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  describe('keyboard', () => {
    async function withSuggestions() {
      const onSubmit = vi.fn();
      const { input } = renderInForm(vi.fn<Loader>().mockResolvedValue(['Lock Ring 20 inch', 'Lock Ring Tool Kit', 'Side Ring']), onSubmit);
      input.focus();
      type(input, 'ring');
      await advance(300);
      return { input, onSubmit };
    }

    it('moves through the options with the arrow keys, wrapping at both ends', async () => {
      const { input } = await withSuggestions();
      const options = () => screen.getAllByRole('option');
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(input).toHaveAttribute('aria-activedescendant', options()[0]!.id);
      expect(options()[0]).toHaveAttribute('aria-selected', 'true');
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(input).toHaveAttribute('aria-activedescendant', options()[2]!.id);
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(input).toHaveAttribute('aria-activedescendant', options()[0]!.id);
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input).toHaveAttribute('aria-activedescendant', options()[2]!.id);
    });

    it('picks the highlighted option with Enter, filling the field without submitting the form', async () => {
      const { input, onSubmit } = await withSuggestions();
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      fireEvent.keyDown(input, { key: 'Enter' });
      await advance(0);
      expect(input).toHaveValue('Lock Ring Tool Kit');
      expect(screen.getByTestId('value')).toHaveTextContent('Lock Ring Tool Kit');
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('closes the list with Escape and opens it again with the arrow keys', async () => {
      const { input } = await withSuggestions();
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(input).toHaveValue('ring');
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]!.id);
    });
  });

  it('picks an option with the mouse, keeping focus in the field', async () => {
    vi.useRealTimers();
    const user = setupUser();
    const { input } = renderInForm(vi.fn<Loader>().mockResolvedValue(['Lock Ring 20 inch', 'Lock Ring Tool Kit']));
    await user.type(input, 'lock');
    await user.click(await screen.findByRole('option', { name: 'Lock Ring 20 inch' }));
    expect(input).toHaveValue('Lock Ring 20 inch');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
