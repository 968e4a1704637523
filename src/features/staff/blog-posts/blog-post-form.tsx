import { Field, Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { blogPostRecord } from '@contract';
import type { BlogPost, BlogPostInput } from '../../../api/blog-posts/blog-posts';
import { useSaveBlogPost } from '../../../api/blog-posts/mutations';
import { uploadFile } from '../../../api/uploads/uploads';
import { FormField } from '../../../components/form-field';
import { env } from '../../../config/env';
import { fileNameOf } from '../../../config/urls';
import { errorMessage } from '../../../lib/api-error';
import { toDateInputValue } from '../../../lib/dates';
import { ACCEPT, isAcceptedFile, readAsDataUrl } from '../../../lib/files';
import { formInput, formValuesOf, type FormValuesOf } from '../../../lib/record-form';
import { formSchema } from '../../../lib/record-schema';
import { fileNameFor, imageSizeNote, PHOTO_QUALITY, shrinkImage } from '../../../lib/shrink-image';
import { multipartTooLarge } from '../../../lib/upload-size';
import { FileField } from '../shared/file-field';
import { ErrorText } from '../shared/notice';

/** Spec §5: title and content required; the rest optional (the post's table). */
export const blogPostSchema = formSchema(blogPostRecord);

type Values = Omit<FormValuesOf<typeof blogPostRecord>, 'image'>;

const toValues = (post: BlogPost | null): Values => {
  const { image: _image, ...values } = formValuesOf(blogPostRecord, post);
  return { ...values, date: post ? toDateInputValue(post.date) || post.dateText : toDateInputValue(new Date()) };
};

interface BlogPostFormProps {
  /** The post being edited, or null to add one. */
  post: BlogPost | null;
  onCancel: () => void;
  onSaved: (mode: 'added' | 'updated') => void;
}

/** Add or edit a post. A picked image goes through upload.php first; its stored path is saved with the post. */
export function BlogPostForm({ post, onCancel, onSaved }: BlogPostFormProps) {
  const save = useSaveBlogPost();
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The picked image as it will be uploaded (shrunk, without metadata). */
  const [image, setImage] = useState<{ blob: Blob; name: string; preview: string; detail: string; tooLarge: string | null } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const latestPick = useRef(0);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const pickImage = async (file: File | null) => {
    const pick = ++latestPick.current;
    setImageError(null);
    setImage(null);
    setPreparing(false);
    if (!file) return;
    if (!isAcceptedFile(file, 'image')) {
      setImageError('Please choose a PNG, JPG or GIF image.');
      return;
    }
    setPreparing(true);
    try {
      const shrunk = await shrinkImage(file, { maxSide: env.imageMaxSide, quality: PHOTO_QUALITY });
      const name = fileNameFor(file.name, shrunk.blob.type);
      const preview = await readAsDataUrl(shrunk.blob);
      if (pick !== latestPick.current) return;
      const tooLarge = multipartTooLarge(file.name, shrunk.blob.size, env.postMaxBytes);
      setImage({ blob: shrunk.blob, name, preview, detail: imageSizeNote(shrunk), tooLarge });
      setImageError(tooLarge);
    } catch {
      if (pick === latestPick.current) setImageError('Failed to process image');
    } finally {
      if (pick === latestPick.current) setPreparing(false);
    }
  };

  const submit = async (values: Values) => {
    setFailure(null);
    // The backend drops a request over its size limit without a word: refuse it here, keeping every value.
    if (image?.tooLarge) {
      setImageError(image.tooLarge);
      return;
    }
    try {
      const imagePath = image ? await uploadFile(image.blob, 'image', image.name) : (post?.image ?? null);
      // The post's text is kept as written, its spaces and blank lines included.
      const input = { ...formInput(blogPostRecord, { ...values, image: imagePath }), content: values.content } as BlogPostInput;
      await save.mutateAsync({ id: post?.id, input });
      onSaved(post ? 'updated' : 'added');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const title = post ? 'Edit Post' : 'Add New Post';

  return (
    <section className="staff-panel" aria-labelledby="blog-form-title">
      <h2 id="blog-form-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <Formik initialValues={toValues(post)} validationSchema={blogPostSchema} onSubmit={submit}>
        {({ errors, touched, isSubmitting }) => (
          <Form noValidate className="staff-form" aria-busy={isSubmitting || undefined}>
            <ErrorText text={failure} />
            <FormField label="Title" required error={(touched.title && errors.title) || null}>
              <Field name="title" type="text" />
            </FormField>
            <FormField label="Excerpt">
              <Field as="textarea" name="excerpt" rows={2} />
            </FormField>
            <FormField
              label="Content"
              required
              error={(touched.content && errors.content) || null}
              hint="Separate paragraphs with a blank line."
            >
              <Field as="textarea" name="content" rows={8} />
            </FormField>
            <div className="staff-form-grid">
              <FormField label="Author">
                <Field name="author" type="text" />
              </FormField>
              <FormField label="Date">
                <Field name="date" type="date" />
              </FormField>
              <FormField label="Category">
                <Field name="category" type="text" />
              </FormField>
            </div>
            <FileField
              label="Image"
              inputLabel={post?.image ? 'Change image' : 'Image'}
              accept={ACCEPT.image}
              currentName={fileNameOf(post?.image) || null}
              previewUrl={image?.preview ?? post?.imageUrl ?? null}
              hint="PNG, JPG or GIF."
              detail={preparing ? 'Preparing the image...' : (image?.detail ?? null)}
              error={imageError}
              disabled={isSubmitting}
              onChange={(file) => void pickImage(file)}
            />
            <div className="staff-form-actions">
              <button type="button" className="btn btn-outline" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={isSubmitting || preparing}>
                {isSubmitting ? 'Saving...' : post ? 'Update' : 'Add'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
