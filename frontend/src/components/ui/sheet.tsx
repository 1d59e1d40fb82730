// Sheet: a panel that slides in from the side (Radix Dialog: focus is trapped inside, Escape and the overlay close
// it, and focus returns to the button that opened it).
import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sides = {
  right:
    'right-0 motion-safe:data-[state=closed]:animate-sheet-out-right motion-safe:data-[state=open]:animate-sheet-in-right',
  left: 'left-0 motion-safe:data-[state=closed]:animate-sheet-out-left motion-safe:data-[state=open]:animate-sheet-in-left',
} as const;

export function SheetContent({
  className,
  children,
  closeLabel = 'Close',
  side = 'right',
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { closeLabel?: string; side?: keyof typeof sides }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-[85%] max-w-sm flex-col gap-4 bg-white p-6 shadow-xl',
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          className="absolute top-4 right-4 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-current hover:bg-black/10"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
