import { partRecord } from '@contract';
import type { FormValuesOf } from '../../../lib/record-form';
import { formSchema } from '../../../lib/record-schema';

/**
 * Add and edit part (spec §5), from the part's table. Stock is a whole number, 0 when left blank (the
 * API layer sends the integer); '2.5' or '-1' is an error rather than a number the backend would quietly cut.
 */
export const partSchema = formSchema(partRecord);

/** A file field holds a stored path, a base64 data URL of a picked file, or null. */
export type PartFormValues = FormValuesOf<typeof partRecord>;
