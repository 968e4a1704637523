import { useEffect, useId, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../i18n/i18n';
import './model-preview.css';

type ModelViewerAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  src?: string;
  alt?: string;
  'camera-controls'?: string;
  'touch-action'?: string;
  'shadow-intensity'?: string;
  exposure?: string;
  loading?: 'auto' | 'lazy' | 'eager';
  reveal?: 'auto' | 'manual';
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': ModelViewerAttributes;
    }
  }
}

/** Loads the 3D viewer (about 280 KB gzipped) once, on first use. */
let viewerModule: Promise<unknown> | null = null;
export const loadModelViewer = () => {
  viewerModule ??= import('@google/model-viewer').catch((error: unknown) => {
    viewerModule = null;
    throw error;
  });
  return viewerModule;
};

export interface ModelPreviewProps {
  /** A safe URL of a .glb or .gltf model. */
  src: string;
  /** What the model shows, e.g. the part name. */
  alt: string;
  /** The text of the button that opens the preview. */
  openLabel?: string;
  closeLabel?: string;
}

type ViewerState = 'closed' | 'loading' | 'ready' | 'failed';

/**
 * A 3D preview behind a button. @google/model-viewer is imported only when the visitor opens
 * the preview, so it never weighs on pages that do not use it.
 */
export function ModelPreview({ src, alt, openLabel = 'View 3D Preview', closeLabel = 'Hide 3D Preview' }: ModelPreviewProps) {
  const { t, message } = useTexts();
  const [state, setState] = useState<ViewerState>('closed');
  const [modelFailed, setModelFailed] = useState(false);
  const panelId = useId();
  const viewer = useRef<HTMLElement | null>(null);
  const open = state !== 'closed';

  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    loadModelViewer().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [state]);

  useEffect(() => {
    const element = viewer.current;
    if (state !== 'ready' || !element) return;
    const onError = () => setModelFailed(true);
    element.addEventListener('error', onError);
    return () => element.removeEventListener('error', onError);
  }, [state]);

  function toggle() {
    setModelFailed(false);
    setState(open ? 'closed' : 'loading');
  }

  return (
    <div className="model-preview">
      <button type="button" className="btn btn-outline btn-small" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {message(open ? closeLabel : openLabel)}
      </button>
      <div id={panelId} hidden={!open} className="model-preview-panel">
        {state === 'loading' ? <Spinner label="Loading 3D preview..." /> : null}
        {state === 'failed' || modelFailed ? (
          <p className="alert alert-error" role="alert">
            {t('The 3D preview could not be loaded.')}
          </p>
        ) : null}
        {state === 'ready' && !modelFailed ? (
          <model-viewer ref={viewer} src={src} alt={alt} camera-controls="" touch-action="pan-y" className="model-viewer" />
        ) : null}
      </div>
    </div>
  );
}
