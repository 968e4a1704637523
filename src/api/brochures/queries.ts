import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../uploads/uploads';
import { saveBrochure } from './brochures';

export const brochureKeys = { all: ['brochures'] as const };

/** Uploads a PDF (upload.php, type 'brochure') and then records its stored path (brochures.php). */
export function useUploadBrochure() {
  return useMutation({
    mutationFn: async (file: File) => {
      const path = await uploadFile(file, 'brochure');
      await saveBrochure(path);
      return path;
    },
  });
}
