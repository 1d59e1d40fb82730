// Alert: an inline message. Errors are announced at once (role alert); other variants politely (role status).
import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '@/lib/utils';

const variants = {
  info: { box: 'border-teal-200 bg-primary-soft text-teal-950', icon: Info },
  success: { box: 'border-green-200 bg-success-soft text-green-950', icon: CircleCheck },
  destructive: { box: 'border-red-200 bg-destructive-soft text-red-950', icon: CircleAlert },
} as const;

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant?: keyof typeof variants;
  title?: ReactNode;
}

export function Alert({ variant = 'info', title, children, className, role, ...props }: AlertProps) {
  const { box, icon: Icon } = variants[variant];
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
