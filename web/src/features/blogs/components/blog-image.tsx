import { imageUrl } from '@coursedesk/contract/uploads';
import { ImageOff } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { cn } from '@/lib/cn';

/** Where a post's stored image or avatar is served from; a full URL stays as it is (docs/blogs.md). */
export function blogImageUrl(value: string | null | undefined): string | undefined {
  return value ? imageUrl('blogs', value) : undefined;
}

/**
 * A post's picture, or words in its place: 'No image' when it has none, 'Image not
 * available' when it fails to load.
 */
export function BlogImage({
  src,
  alt,
  className,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
}) {
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      className={className}
      fit="cover"
      fallback={(missing) => (
        <div
          className={cn(
            'flex flex-col items-center justify-center gap-2 bg-slate-100 text-sm text-slate-500',
            className,
          )}
        >
          <ImageOff aria-hidden="true" className="size-6 text-slate-400" />
          {missing ? 'No image' : 'Image not available'}
        </div>
      )}
    />
  );
}
