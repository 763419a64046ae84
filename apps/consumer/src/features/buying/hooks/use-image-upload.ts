import { useCallback, useRef, useState } from 'react';
import { UPLOAD_ERROR_CODES, fileProblem, PERSONAL_IMAGE_UPLOAD, type MessageRef } from '@shop/validation';
import { uploadPersonalImage } from '../api/upload-api';

export type UploadStage = 'idle' | 'reading' | 'sending' | 'done' | 'failed';

export interface ImageUpload {
  stage: UploadStage;
  /** Percent of the file read so far (the browser reports it); null while the server stores it. */
  progress: number | null;
  /** The stored image's url for the order line, and a preview of it. */
  url: string;
  preview: string;
  fileName: string;
  /** A message of the validation texts (key and params) or 'uploadFailed'. */
  problem: MessageRef | 'uploadFailed' | null;
  choose(file: File): void;
  remove(): void;
}

/** The server's upload codes (spec 2 section 5) as the messages the form shows for them. */
export function problemOfCode(code: number): MessageRef | 'uploadFailed' {
  if (code === UPLOAD_ERROR_CODES.fileTooBig) return { key: 'fileTooBig' };
  if (code === UPLOAD_ERROR_CODES.wrongFormat) return { key: 'formatNotRight' };
  if (code === UPLOAD_ERROR_CODES.unsupportedType) return { key: 'format', params: { format: 'JPG, JPEG, PNG' } };
  return 'uploadFailed';
}

/**
 * The buyer's own image: checked (JPG, JPEG, PNG, size) before anything is sent, read with the
 * browser's progress, then stored through /resource/upload. A newer choice supersedes an older one.
 */
export function useImageUpload(initial: { url: string; preview: string; fileName: string }): ImageUpload {
  const [state, setState] = useState<Omit<ImageUpload, 'choose' | 'remove'>>({
    stage: initial.url ? 'done' : 'idle',
    progress: null,
    problem: null,
    ...initial,
  });
  const attempt = useRef(0);

  const choose = useCallback((file: File) => {
    const mine = ++attempt.current;
    const problem = fileProblem(file, PERSONAL_IMAGE_UPLOAD);
    if (problem) {
      setState({ stage: 'failed', progress: null, url: '', preview: '', fileName: file.name, problem });
      return;
    }
    setState({ stage: 'reading', progress: 0, url: '', preview: '', fileName: file.name, problem: null });
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (mine === attempt.current && event.lengthComputable)
        setState((current) => ({ ...current, progress: Math.round((event.loaded / event.total) * 100) }));
    };
    reader.onerror = () => {
      if (mine === attempt.current) setState((current) => ({ ...current, stage: 'failed', problem: 'uploadFailed' }));
    };
    reader.onload = async () => {
      if (mine !== attempt.current) return;
      const dataUrl = String(reader.result);
      setState((current) => ({ ...current, stage: 'sending', progress: null }));
      const result = await uploadPersonalImage(file.name, dataUrl);
      if (mine !== attempt.current) return;
      setState((current) =>
        result.ok
          ? { ...current, stage: 'done', url: result.data.url, preview: dataUrl, problem: null }
          : { ...current, stage: 'failed', problem: problemOfCode(result.error.code) },
      );
    };
    reader.readAsDataURL(file);
  }, []);

  const remove = useCallback(() => {
    attempt.current += 1;
    setState({ stage: 'idle', progress: null, url: '', preview: '', fileName: '', problem: null });
  }, []);

  return { ...state, choose, remove };
}
