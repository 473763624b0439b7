import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@web/lib/cn';

/** An image with a placeholder when missing or broken (logo, banner, product photos). */
export function AdminImage({
  src,
  alt,
  className,
  size = 48,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  size?: number;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return (
      <span
        className={cn('flex shrink-0 items-center justify-center rounded-lg bg-canvas text-muted', className)}
        style={{ width: size, height: size }}
        aria-label={alt || undefined}
        role={alt ? 'img' : undefined}
      >
        <ImageOff className="size-1/2 max-h-8 max-w-8" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setBroken(src)}
      className={cn('shrink-0 rounded-lg object-cover', className)}
      style={{ width: size, height: size }}
    />
  );
}
