import type { Part } from '../../api/parts/parts';
import { ImageWithFallback } from '../../components/image-with-fallback';

const SIZES = { card: [400, 300], page: [800, 600] } as const;

/** A part's picture as the catalogue shows it: whole (never cropped), named by the part, in 4:3. */
export function PartPicture({
  part,
  size,
  className,
  priority,
}: {
  part: Part;
  size: keyof typeof SIZES;
  className: string;
  priority?: boolean;
}) {
  const [width, height] = SIZES[size];
  return (
    <ImageWithFallback
      src={part.imageUrl}
      alt={part.name}
      className={className}
      width={width}
      height={height}
      fit="contain"
      priority={priority}
    />
  );
}
