import { cn } from '@/lib/cn';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Whether `text` is a symbol or two (an emoji, even one built of several code points). */
function isSymbol(text: string): boolean {
  let count = 0;
  for (const _ of graphemes.segment(text)) {
    count += 1;
    if (count > 2) return false;
  }
  return count > 0;
}

interface EmojiSymbolProps {
  value: string;
  /** Classes for the large rendering of a symbol. */
  className?: string;
}

/** An emoji drawn large; a longer value, such as an icon name, as small text that fits. */
export function EmojiSymbol({ value, className }: EmojiSymbolProps) {
  const text = value.trim();
  if (!text) return null;
  return isSymbol(text) ? (
    <span className={cn('text-3xl leading-none', className)}>{text}</span>
  ) : (
    <span className="max-w-full truncate px-1 text-xs font-medium text-slate-600">{text}</span>
  );
}
