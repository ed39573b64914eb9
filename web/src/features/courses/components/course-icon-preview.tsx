import { EmojiSymbol } from '@/components/ui/emoji-symbol';
import { SvgPathIcon } from '@/components/ui/svg-path-icon';
import { cn } from '@/lib/cn';

/** A stored icon drawn from its path, or the value itself (an emoji). */
export function CourseIconPreview({
  value,
  paths,
  className,
}: {
  value: string;
  paths: ReadonlyMap<string, string>;
  className?: string;
}) {
  const path = paths.get(value);
  if (path) return <SvgPathIcon path={path} className={cn('size-6', className)} />;
  return <EmojiSymbol value={value} className="text-2xl" />;
}
