import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Sidebar } from './sidebar';

interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sidebar as a drawer on screens narrower than the sidebar breakpoint. */
export function MobileSidebar({ open, onOpenChange }: MobileSidebarProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-edtech-ink/60 motion-safe:data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl focus:outline-none motion-safe:data-[state=open]:animate-drawer-in lg:hidden"
        >
          <Dialog.Title className="sr-only">Navigation</Dialog.Title>
          <Sidebar onNavigate={() => onOpenChange(false)} />
          <Dialog.Close
            aria-label="Close navigation"
            className="absolute top-3.5 right-3 rounded-lg p-2 text-slate-400 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-edtech-green"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
