import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTexts } from '../../i18n/i18n';
import './part-name-combobox.css';

export interface PartNameComboboxProps {
  /** The control's name (Formik reads it from blur events). */
  name: string;
  value: string;
  /** Called with the typed text, and with a suggestion when one is picked. */
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Fetches suggestions for a text; a rejected promise just shows none. */
  loadSuggestions: (text: string) => Promise<string[]>;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  /** Pause after the last keystroke before searching (spec §9: 300 ms). */
  debounceMs?: number;
  /** How long the list stays after the field loses focus (spec §9: 150 ms). */
  hideDelayMs?: number;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * A text field with part-name suggestions (spec §4), as an ARIA 1.2 combobox:
 * each change cancels the pending search; an empty value clears the suggestions; otherwise a search
 * runs after a pause. The list shows on focus when there are suggestions and hides shortly after blur.
 * Arrow keys move through the list, Enter picks, Escape closes.
 */
export function PartNameCombobox({
  name,
  value,
  onValueChange,
  onBlur,
  loadSuggestions,
  id,
  placeholder,
  disabled,
  maxLength,
  debounceMs = 300,
  hideDelayMs = 150,
  ...aria
}: PartNameComboboxProps) {
  const { t } = useTexts();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listId = `${inputId}-listbox`;
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the newest search may set the list: an older answer arriving late is dropped.
  const latestSearch = useRef(0);
  const focused = useRef(false);

  useEffect(
    () => () => {
      clearTimeout(searchTimer.current);
      clearTimeout(hideTimer.current);
      latestSearch.current += 1;
    },
    [],
  );

  const showList = open && suggestions.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function search(text: string) {
    const ticket = ++latestSearch.current;
    loadSuggestions(text).then(
      (names) => {
        if (ticket !== latestSearch.current) return;
        setSuggestions(names);
        setActive(-1);
        setOpen(focused.current && names.length > 0);
      },
      () => {
        if (ticket !== latestSearch.current) return;
        setSuggestions([]);
        close();
      },
    );
  }

  function handleChange(text: string) {
    onValueChange(text);
    clearTimeout(searchTimer.current);
    latestSearch.current += 1;
    if (!text.trim()) {
      setSuggestions([]);
      close();
      return;
    }
    searchTimer.current = setTimeout(() => search(text.trim()), debounceMs);
  }

  function pick(index: number) {
    const choice = suggestions[index];
    if (choice === undefined) return;
    clearTimeout(searchTimer.current);
    latestSearch.current += 1;
    onValueChange(choice);
    close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!showList) {
        setOpen(true);
        setActive(step === 1 ? 0 : suggestions.length - 1);
        return;
      }
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted suggestion instead of submitting the form.
      if (showList && active >= 0) {
        event.preventDefault();
        pick(active);
      }
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        close();
      }
    }
  }

  function handleFocus() {
    focused.current = true;
    clearTimeout(hideTimer.current);
    if (suggestions.length > 0) setOpen(true);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    focused.current = false;
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(close, hideDelayMs);
    onBlur?.(event);
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="combobox">
      <input
        {...aria}
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        onBlur={handleBlur}
      />
      <ul id={listId} role="listbox" aria-label={t('Part name suggestions')} className="combobox-list" hidden={!showList}>
        {showList
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'combobox-option is-active' : 'combobox-option'}
                // Keeps focus in the field, so picking with the mouse does not start the blur timer.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
              >
                {suggestion}
              </li>
            ))
          : null}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {showList ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'} available.` : ''}
      </span>
    </div>
  );
}
