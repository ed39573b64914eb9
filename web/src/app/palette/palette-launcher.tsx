import { lazy, Suspense, useState } from 'react';
import { useShortcut } from '@/lib/shortcuts';

// Both dialogs load on first use, so neither is part of the signed-in shell's first load.
const CommandPalette = lazy(async () => ({
  default: (await import('./command-palette')).CommandPalette,
}));
const ShortcutsDialog = lazy(async () => ({
  default: (await import('./shortcuts-dialog')).ShortcutsDialog,
}));

/** The screen's search box: the list's search field in the main content. */
function focusScreenSearch(): boolean {
  const field = document.querySelector<HTMLInputElement>(
    '#main-content input[type="search"], #main-content [role="searchbox"]',
  );
  if (!field) return false;
  field.focus();
  field.select();
  return true;
}

/**
 * The shell's keyboard layer: ⌘K / Ctrl K opens the command palette (as does the header's
 * button, through `open`), '/' focuses the screen's search box and '?' lists the shortcuts.
 */
export function usePaletteLauncher() {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // Loaded once opened; kept mounted afterwards so closing animates and reopening is instant.
  const [paletteUsed, setPaletteUsed] = useState(false);
  const [helpUsed, setHelpUsed] = useState(false);

  const openPalette = () => {
    setPaletteUsed(true);
    setPaletteOpen(true);
  };
  useShortcut('mod+k', () => (paletteOpen ? setPaletteOpen(false) : openPalette()), {
    inFields: true,
  });
  useShortcut('/', focusScreenSearch);
  useShortcut('?', () => {
    setHelpUsed(true);
    setHelpOpen(true);
  });

  const dialogs = (
    <Suspense fallback={null}>
      {paletteUsed ? <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} /> : null}
      {helpUsed ? <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} /> : null}
    </Suspense>
  );
  return { openPalette, dialogs };
}
