import * as yup from 'yup';

/** Add and edit part (spec §5). Stock is turned into an integer (0 when blank) by the API layer. */
export const partSchema = yup.object({
  name: yup.string().trim().required('Part name is required'),
  category: yup.string().trim().required('Category is required'),
  description: yup.string().trim().required('Description is required'),
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
