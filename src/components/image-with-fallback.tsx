import { startTransition, useState, type CSSProperties } from 'react';
import { useTexts } from '../i18n/i18n';
import './image-with-fallback.css';

type Status = 'loading' | 'loaded' | 'failed';

export interface ImageWithFallbackProps {
  /** A safe URL (already sanitised by the API layer), or null/empty when there is no image. */
  src: string | null | undefined;
  alt: string;
  /** Class for the frame around the image (size it here, e.g. with aspect-ratio). */
  className?: string;
  width?: number;
  height?: number;
  /** For the image likely to be the largest in the first screen: loaded at once, with high priority. */
  priority?: boolean;
  /** How the image fills its frame. */
  fit?: CSSProperties['objectFit'];
}

/**
 * An image with a spinner until it has loaded, 'No Image' when there is none
 * and 'Image Not Found' when it fails to load (spec §2.4, §8).
 */
export function ImageWithFallback({ src, alt, className, width, height, priority = false, fit = 'cover' }: ImageWithFallbackProps) {
  // The status belongs to one src: a new src starts loading again.
  const { t } = useTexts();
  const [state, setState] = useState<{ src: typeof src; status: Status }>({ src, status: 'loading' });
  const status: Status = state.src === src ? state.status : 'loading';
  // In a transition: the picture already covers the spinner when it paints, so a list's images
  // settle in one render after they load rather than one blocking render each.
  const set = (next: Status) => startTransition(() => setState({ src, status: next }));
  const frame = `img-frame${className ? ` ${className}` : ''}`;

  if (!src) {
    return (
      <div className={`${frame} img-frame-empty`}>
        <span className="img-fallback-text">{t('No Image')}</span>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={`${frame} img-frame-empty`}>
        <span className="img-fallback-text">{t('Image Not Found')}</span>
      </div>
    );
  }
  return (
    <div className={frame} aria-busy={status === 'loading' || undefined}>
      {status === 'loading' ? <span className="spinner img-spinner" aria-hidden="true" /> : null}
      <img
        key={src}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        style={{ objectFit: fit }}
        onLoad={() => set('loaded')}
        onError={() => set('failed')}
        ref={(img) => {
          // An image served from the cache may finish before React sees its load event.
          if (img?.complete && img.naturalWidth > 0 && status === 'loading') set('loaded');
        }}
      />
    </div>
  );
}
