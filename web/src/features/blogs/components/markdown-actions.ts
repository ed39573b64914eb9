// The editor toolbar's actions as pure edits of the text: each answers the new text and the
// selection to leave, so the user can type straight on.

export type MarkdownAction = 'heading' | 'bold' | 'italic' | 'link' | 'list' | 'code' | 'image';

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps the selection (or a placeholder, selected) in `before` and `after`. */
function wrap(edit: TextEdit, before: string, after: string, placeholder: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const inner = text.slice(start, end) || placeholder;
  return {
    text: `${text.slice(0, start)}${before}${inner}${after}${text.slice(end)}`,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + inner.length,
  };
}

/** Puts `prefix` at the start of every line the selection touches. */
function prefixLines(edit: TextEdit, prefix: string, placeholder: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const selected = text.slice(lineStart, end) || placeholder;
  const prefixed = selected
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n');
  return {
    text: `${text.slice(0, lineStart)}${prefixed}${text.slice(Math.max(end, lineStart))}`,
    selectionStart: lineStart + prefix.length,
    selectionEnd: lineStart + prefixed.length,
  };
}

/** A link or image: the selection is its text, and the address placeholder is left selected. */
function withAddress(edit: TextEdit, bang: string, placeholder: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const label = text.slice(start, end) || placeholder;
  const url = 'https://';
  const inserted = `${bang}[${label}](${url})`;
  const urlStart = start + bang.length + label.length + 3;
  return {
    text: `${text.slice(0, start)}${inserted}${text.slice(end)}`,
    selectionStart: urlStart,
    selectionEnd: urlStart + url.length,
  };
}

export function applyMarkdownAction(action: MarkdownAction, edit: TextEdit): TextEdit {
  switch (action) {
    case 'heading':
      return prefixLines(edit, '## ', 'Heading');
    case 'bold':
      return wrap(edit, '**', '**', 'bold text');
    case 'italic':
      return wrap(edit, '*', '*', 'italic text');
    case 'list':
      return prefixLines(edit, '- ', 'List item');
    case 'code':
      return edit.text.slice(edit.selectionStart, edit.selectionEnd).includes('\n')
        ? wrap(edit, '```\n', '\n```', 'code')
        : wrap(edit, '`', '`', 'code');
    case 'link':
      return withAddress(edit, '', 'link text');
    case 'image':
      return withAddress(edit, '!', 'image description');
  }
}
