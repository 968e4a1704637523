import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getBrochure } from '../../../api/brochures/brochures';
import { brochureKeys, useUploadBrochure } from '../../../api/brochures/queries';
import { env } from '../../../config/env';
import { fileNameOf, newTabProps } from '../../../config/urls';
import { errorMessage } from '../../../lib/api-error';
import { ACCEPT, hasExpectedSignature, isAcceptedFile } from '../../../lib/files';
import { formatBytes, multipartTooLarge } from '../../../lib/upload-size';
import { FileField } from '../shared/file-field';
import { ErrorText, NoticeMessage, type Notice } from '../shared/notice';
import { StaffPageHeader } from '../shared/staff-page-header';

const NO_FILE = 'Please select a PDF file to upload.';
const NOT_PDF = 'Please choose a PDF file (.pdf).';

export default function BrochuresPage() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: brochureKeys.all, queryFn: getBrochure, retry: false });
  const upload = useUploadBrochure();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A new key empties the file input after a successful upload.
  const [inputKey, setInputKey] = useState(0);

  const pick = async (picked: File | null) => {
    setNotice(null);
    setFileError(null);
    setFile(null);
    if (!picked) return;
    const isPdf = isAcceptedFile(picked, 'pdf') && (await hasExpectedSignature(picked, 'pdf').catch(() => false));
    if (!isPdf) {
      setFileError(NOT_PDF);
      return;
    }
    // The backend drops a request over its size limit without a word: refuse the file here.
    const tooLarge = multipartTooLarge(picked.name, picked.size, env.postMaxBytes);
    if (tooLarge) {
      setFileError(tooLarge);
      return;
    }
    setFile(picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!file) {
      setFileError(fileError ?? NO_FILE);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setInputKey((key) => key + 1);
        setNotice({ tone: 'success', text: 'Brochure uploaded successfully!' });
        void queryClient.invalidateQueries({ queryKey: brochureKeys.all });
      },
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
    });
  };

  return (
    <>
      <StaffPageHeader title="Brochure Manager" subtitle="Upload the brochure PDF that the website's 'View All Brochure' link opens." />
      <section className="staff-panel staff-form" aria-labelledby="brochure-upload-title">
        <h2 id="brochure-upload-title">Upload Brochure</h2>
        {notice?.tone === 'error' ? <ErrorText text={notice.text} /> : <NoticeMessage notice={notice} />}
        <form onSubmit={submit} noValidate aria-busy={upload.isPending || undefined}>
          <FileField
            key={inputKey}
            label="Brochure PDF"
            accept={ACCEPT.pdf}
            hint="A .pdf file."
            detail={file ? `Size: ${formatBytes(file.size)}.` : null}
            error={fileError}
            disabled={upload.isPending}
            onChange={(picked) => void pick(picked)}
          />
          <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </button>
        </form>
      </section>
      <section className="staff-panel staff-form" aria-labelledby="brochure-current-title">
        <h2 id="brochure-current-title">Current Brochure</h2>
        {current.isPending ? (
          <p className="muted">Loading...</p>
        ) : current.isError ? (
          <p className="muted">{errorMessage(current.error)}</p>
        ) : (
          <a href={current.data} {...newTabProps}>
            Open the current brochure ({fileNameOf(current.data)})<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </section>
    </>
  );
}
