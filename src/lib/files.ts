export type FileKind = 'image' | 'model' | 'pdf';

const RULES: Record<FileKind, { extensions: string[]; mimes: RegExp }> = {
  image: { extensions: ['png', 'jpg', 'jpeg', 'gif'], mimes: /^image\/(png|jpeg|gif)$/ },
  model: { extensions: ['glb', 'gltf'], mimes: /^(model\/gltf-binary|model\/gltf\+json|application\/octet-stream|application\/json|)$/ },
  pdf: { extensions: ['pdf'], mimes: /^application\/(pdf|x-pdf)$/ },
};

export const ACCEPT: Record<FileKind, string> = {
  image: 'image/png,image/jpeg,image/gif',
  model: '.glb,.gltf',
  pdf: 'application/pdf,.pdf',
};

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Checks a picked file by extension and MIME type (browsers often leave 3D-model types empty). */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>, kind: FileKind): boolean {
  const rule = RULES[kind];
  return rule.extensions.includes(extensionOf(file.name)) && rule.mimes.test(file.type.toLowerCase());
}

/** Checks the first bytes: %PDF for PDFs, glTF for binary models, `{` for JSON models. */
export async function hasExpectedSignature(file: Blob & { name: string }, kind: FileKind): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const text = String.fromCharCode(...head);
  if (kind === 'pdf') return text.startsWith('%PDF');
  if (kind === 'model') return extensionOf(file.name) === 'glb' ? text.startsWith('glTF') : text.trimStart().startsWith('{');
  return true;
}

/** Reads a file as a base64 data URL, the form the backend takes files in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

export const isDataUrl = (value: unknown): value is string => typeof value === 'string' && /^data:[^,]*;base64,/i.test(value);
