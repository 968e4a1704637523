import { useQuery } from '@tanstack/react-query';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { partRecord } from '@contract';
import { categoriesQueryOptions } from '../../../api/categories/queries';
import { useCreatePart, useUpdatePart } from '../../../api/parts/mutations';
import { type Part, type PartInput } from '../../../api/parts/parts';
import { partQueryOptions } from '../../../api/parts/queries';
import { categoryTexts, partTexts } from '../../../api/texts/calls';
import { FormField } from '../../../components/form-field';
import { PageMeta } from '../../../components/page-meta';
import { Spinner } from '../../../components/spinner';
import { fileNameOf } from '../../../config/urls';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { ACCEPT, type FileKind } from '../../../lib/files';
import { formInput, formValuesOf } from '../../../lib/record-form';
import { useBackToList } from '../list/return';
import { useRole } from '../role-context';
import { staffPaths } from '../roles';
import { FileField } from '../shared/file-field';
import { StaffPageHeader } from '../shared/staff-page-header';
import {
  editReadError,
  LARGE_IMAGE_BYTES,
  largeImageWarning,
  partTooLarge,
  processingErrors,
  readPartFile,
  sizeNote,
  typeErrors,
  valueKey,
  type PickedFile,
} from './part-files';
import { partSchema, type PartFormValues } from './part-schema';

type Mode = 'add' | 'edit';

/** Add (parts/add) and edit (parts/:id/edit) share this module. */
export default function PartFormPage() {
  const { id } = useParams();
  return id === undefined ? <PartForm mode="add" part={null} /> : <EditPart idParam={id} />;
}

function EditPart({ idParam }: { idParam: string }) {
  const valid = /^\d+$/.test(idParam) && Number(idParam) > 0;
  const part = useQuery({ ...partQueryOptions(Number(idParam)), enabled: valid });
  if (!valid) return <PartNotFound />;
  // Only a part the server says is gone is "not found"; any other failure shows its §8 text ('Failed to get part').
  if (part.isError)
    return <PartNotFound failure={isApiError(part.error) && part.error.status === 404 ? null : errorMessage(part.error, partTexts.get)} />;
  if (part.isPending) {
    return (
      <>
        <PageMeta title="Edit Part" noindex />
        <Spinner label="Loading part details..." />
      </>
    );
  }
  return <PartForm key={part.data.id} mode="edit" part={part.data} />;
}

function PartNotFound({ failure = null }: { failure?: string | null }) {
  const role = useRole();
  return (
    <section className="staff-panel staff-not-found" aria-labelledby="part-not-found">
      <PageMeta title="Part Not Found" noindex />
      <h1 id="part-not-found">Part Not Found</h1>
      <p>{failure ?? "The part you're looking for doesn't exist or may have been deleted."}</p>
      <Link className="btn btn-primary" to={staffPaths(role).parts}>
        Back to Parts
      </Link>
    </section>
  );
}

const toValues = (part: Part | null): PartFormValues => ({ ...formValuesOf(partRecord, part), stock: String(part?.stock ?? 0) });

interface FileState {
  error: string | null;
  warning: string | null;
  /** The picked file as it will be sent (its data URL is the image preview). */
  picked: PickedFile | null;
  /** Its sizes, or that it is being prepared. */
  detail: string | null;
}
const noFileState: FileState = { error: null, warning: null, picked: null, detail: null };

const fileFields: { kind: FileKind; label: string; changeLabel: string; hint: string }[] = [
  { kind: 'image', label: 'Part Image', changeLabel: 'Change image', hint: 'PNG, JPG or GIF, up to 10MB.' },
  { kind: 'model', label: '3D Model', changeLabel: 'Change model', hint: 'Optional: a .glb or .gltf file.' },
  { kind: 'pdf', label: 'Brochure/PDF', changeLabel: 'Change PDF', hint: 'Optional: a .pdf file.' },
];
const pickedFiles = (files: Record<FileKind, FileState>) => ({
  image: files.image.picked,
  model: files.model.picked,
  pdf: files.pdf.picked,
});

function PartForm({ mode, part }: { mode: Mode; part: Part | null }) {
  const role = useRole();
  const paths = staffPaths(role);
  const backToList = useBackToList(paths.parts);
  const categories = useQuery(categoriesQueryOptions());
  const createPart = useCreatePart();
  const updatePart = useUpdatePart();
  const [failure, setFailure] = useState<string | null>(null);
  const [files, setFiles] = useState<Record<FileKind, FileState>>({ image: noFileState, model: noFileState, pdf: noFileState });
  const [reading, setReading] = useState(0);
  // A file picked while an earlier one of the same field is still being read wins.
  const latestPick = useRef<Record<FileKind, number>>({ image: 0, model: 0, pdf: 0 });
  const initialValues = toValues(part);
  const isEdit = mode === 'edit';

  const categoryNames = (categories.data ?? []).map((category) => category.name);
  if (part?.category && !categoryNames.includes(part.category)) categoryNames.push(part.category);

  const pickFile = async (kind: FileKind, file: File | null, setFieldValue: FormikHelpers<PartFormValues>['setFieldValue']) => {
    const key = valueKey[kind];
    const pick = ++latestPick.current[kind];
    const settle = async (state: FileState, value: string | null) => {
      setFiles((current) => ({ ...current, [kind]: state }));
      await setFieldValue(key, value);
    };
    if (!file) {
      await settle(noFileState, initialValues[key]);
      return;
    }
    setFiles((current) => ({
      ...current,
      [kind]: { ...noFileState, detail: kind === 'image' ? 'Preparing the image...' : 'Reading the file...' },
    }));
    setReading((count) => count + 1);
    const result = await readPartFile(file, kind);
    setReading((count) => count - 1);
    if (pick !== latestPick.current[kind]) return;
    if (!result.ok) {
      const error = result.reason === 'type' ? typeErrors[kind] : isEdit ? editReadError : processingErrors[kind];
      await settle({ ...noFileState, error }, initialValues[key]);
      return;
    }
    const large = kind === 'image' && file.size > LARGE_IMAGE_BYTES[mode];
    await settle(
      { error: null, warning: large ? largeImageWarning(file.size) : null, picked: result.file, detail: sizeNote(result.file, kind) },
      result.file.dataUrl,
    );
  };

  const submit = async (values: PartFormValues) => {
    setFailure(null);
    // PHP drops a request over post_max_size without a word: refuse it here, keeping every value.
    const over = partTooLarge(values, pickedFiles(files));
    if (over) {
      setFailure(`The part was not sent: a file is too large (see ${fileFields.find(({ kind }) => kind === over.kind)!.label}).`);
      return;
    }
    const input = formInput(partRecord, values) as PartInput;
    try {
      if (part) {
        await updatePart.mutateAsync({ id: part.id, input });
        backToList({ tone: 'success', text: 'Part updated successfully!' });
      } else {
        const id = await createPart.mutateAsync(input);
        backToList({ tone: 'success', text: 'Part added successfully!' }, id ?? undefined);
      }
    } catch (error) {
      const message = isApiError(error) ? error.message : '';
      setFailure(
        part
          ? `Failed to update part: ${message || 'Unknown error'}`
          : `Failed to add part. Please try again. Error: ${message || 'Failed to add part'}`,
      );
    }
  };

  const title = part ? `Edit Part: ${part.name}` : 'Add New Part';

  return (
    <>
      <StaffPageHeader title={title} />
      <Formik initialValues={initialValues} validationSchema={partSchema} onSubmit={submit}>
        {({ values, errors, touched, isSubmitting, setFieldValue }) => {
          const busy = isSubmitting || reading > 0;
          const over = partTooLarge(values, pickedFiles(files));
          const showError = (name: 'name' | 'category' | 'description' | 'stock') => (touched[name] && errors[name]) || null;
          return (
            <Form className="staff-panel staff-form" noValidate aria-busy={busy || undefined}>
              {failure ? (
                <p className="alert alert-error" role="alert">
                  {failure}
                </p>
              ) : null}
              <FormField label="Part Name" required error={showError('name')}>
                <Field name="name" type="text" autoComplete="off" />
              </FormField>
              {categories.isError ? (
                <div className="field">
                  <span className="field-label">Category</span>
                  <p className="alert alert-error" role="alert">
                    {categoryTexts.loadForForm}
                  </p>
                </div>
              ) : (
                <FormField label="Category" required error={showError('category')}>
                  <Field as="select" name="category">
                    <option value="">Select category</option>
                    {categoryNames.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </Field>
                </FormField>
              )}
              <FormField label="Description" required error={showError('description')}>
                <Field as="textarea" name="description" rows={4} />
              </FormField>
              <FormField label="Stock" hint="A whole number; 0 when left empty." error={showError('stock')}>
                <Field name="stock" type="number" min={0} step={1} inputMode="numeric" />
              </FormField>
              {fileFields.map(({ kind, label, changeLabel, hint }) => {
                const stored = part?.[valueKey[kind]] ?? null;
                const state = files[kind];
                return (
                  <FileField
                    key={kind}
                    label={label}
                    inputLabel={isEdit && (kind === 'image' || stored) ? changeLabel : label}
                    accept={ACCEPT[kind]}
                    currentName={isEdit ? fileNameOf(stored) || null : null}
                    previewUrl={kind === 'image' ? (state.picked?.dataUrl ?? part?.imageUrl ?? null) : null}
                    hint={hint}
                    detail={state.detail}
                    error={state.error ?? (over?.kind === kind ? over.message : null)}
                    warning={state.warning}
                    disabled={isSubmitting}
                    onChange={(file) => void pickFile(kind, file, setFieldValue)}
                  />
                );
              })}
              <div className="staff-form-actions">
                <button type="button" className="btn btn-outline" onClick={() => backToList()} disabled={isSubmitting}>
                  Cancel
                </button>
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {isEdit ? (isSubmitting ? 'Updating...' : 'Update Part') : isSubmitting ? 'Saving...' : 'Save Part'}
                </button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </>
  );
}
