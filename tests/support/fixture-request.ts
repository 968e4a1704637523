import type { Endpoint } from '../../php-contract/endpoints';
import type { Fixture } from '../../php-contract/fixtures';

/** The request a fixture describes, as the client sends it, to `${base}/${script}`. */
export function fixtureRequest(base: string, entry: Endpoint, fixture: Fixture, headers: Record<string, string> = {}): [URL, RequestInit] {
  const url = new URL(`${base}/${entry.script}`);
  for (const [key, value] of Object.entries(fixture.request?.query ?? {})) url.searchParams.set(key, value);
  const sent: Record<string, string> = { ...headers };
  let body: BodyInit | undefined;
  if (fixture.request?.multipart) {
    const form = new FormData();
    const { file = 'upload.pdf', ...fields } = fixture.request.multipart;
    form.append('file', new File(['%PDF-1.4\n%%EOF'], file, { type: 'application/pdf' }));
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    body = form;
  } else if (fixture.request?.body !== undefined) {
    body = JSON.stringify(fixture.request.body);
    sent['Content-Type'] = 'application/json';
  }
  return [url, { method: entry.method, body, headers: sent }];
}
