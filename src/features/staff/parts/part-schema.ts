import * as yup from 'yup';

/**
 * Add and edit part (spec §5). Stock is a whole number, 0 when left blank (the API layer sends the
 * integer); '2.5' or '-1' is an error rather than a number the backend would quietly cut.
 */
export const partSchema = yup.object({
  name: yup.string().trim().required('Part name is required'),
  category: yup.string().trim().required('Category is required'),
  description: yup.string().trim().required('Description is required'),
  stock: yup
    .mixed()
    .test('whole', 'Stock must be a whole number (0 or more)', (value) => value === undefined || value === null || /^\d*$/.test(String(value).trim())),
});

export interface PartFormValues {
  name: string;
  category: string;
  description: string;
  stock: string;
  /** A stored path, a base64 data URL of a picked file, or null. */
  image: string | null;
  modelFile: string | null;
  brochureFile: string | null;
}
