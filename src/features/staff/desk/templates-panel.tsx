import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { DESK_LANGUAGES, DESK_LIMITS, type DeskLanguage } from '@contract';
import { deskTemplatesQueryOptions, useSaveTemplate } from '../../../api/desk/queries';
import { deskTexts } from '../../../api/texts/desk-calls';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { LANGUAGE_NAMES } from './reply-template';

/**
 * Admin's reply templates, one per language: what the WhatsApp reply opens with for a customer who wrote
 * in that language, with {name}, {part} and {qty} filled in by the lead's screen.
 */
export function TemplatesPanel() {
  const templates = useQuery(deskTemplatesQueryOptions());
  const helpId = useId();
  return (
    <section className="staff-panel desk-templates" aria-labelledby="desk-templates-title">
      <h2 id="desk-templates-title">Reply templates</h2>
      <p id={helpId}>
        The WhatsApp reply to a lead opens with the template in the customer's language. <code>{'{name}'}</code> is the customer's name,{' '}
        <code>{'{part}'}</code> the part they asked about (for a basket, every part with its quantity) and <code>{'{qty}'}</code> how many
        pieces.
      </p>
      {templates.isPending ? (
        <Spinner label="Loading templates..." />
      ) : templates.isError ? (
        <div className="alert alert-error staff-load-error" role="alert">
          <span>{errorMessage(templates.error, deskTexts.templates)}</span>
          <button type="button" className="btn btn-outline btn-small" onClick={() => void templates.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        DESK_LANGUAGES.map((lang) => <TemplateForm key={lang} lang={lang} saved={templates.data[lang]} helpId={helpId} />)
      )}
    </section>
  );
}

function TemplateForm({ lang, saved, helpId }: { lang: DeskLanguage; saved: string; helpId: string }) {
  const [text, setText] = useState(saved);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveTemplate();
  const fieldId = useId();
  const resultId = useId();
  const errorId = useId();
  const { own, english } = LANGUAGE_NAMES[lang];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setResult({ tone: 'error', text: 'Write the template before saving it.' });
      return;
    }
    setResult(null);
    save.mutate(
      { lang, text },
      {
        onSuccess: () => setResult({ tone: 'success', text: 'Template saved.' }),
        onError: (error) => setResult({ tone: 'error', text: errorMessage(error, deskTexts.saveTemplate) }),
      },
    );
  };

  return (
    <form className="desk-template" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fieldId}>
          {english}
          {own !== english ? (
            <>
              {' '}
              (<span lang={lang}>{own}</span>)
            </>
          ) : null}
        </label>
        <textarea
          id={fieldId}
          lang={lang}
          rows={3}
          value={text}
          maxLength={DESK_LIMITS.template}
          aria-invalid={result?.tone === 'error' || undefined}
          aria-describedby={`${helpId} ${errorId}`}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="desk-template-actions">
        <button type="submit" className="btn btn-primary btn-small" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'} <span className="visually-hidden">the {english} template</span>
        </button>
        <span id={resultId} role="status">
          {result?.tone === 'success' ? result.text : null}
        </span>
      </div>
      <p id={errorId} role="alert" className="field-error">
        {result?.tone === 'error' ? result.text : null}
      </p>
    </form>
  );
}
