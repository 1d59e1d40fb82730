// The Register tab: first name, last name, email and password (all required), with the password policy shown as a
// live checklist from the start. A new account always needs the one-time payment next.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { PasswordChecklist } from '@/components/password-checklist';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  describeAuthError,
  PAYMENT_REQUIRED_REGISTER_TEXT,
  PAYMENT_REQUIRED_TITLE,
  REGISTER_FAILED_TITLE,
  REGISTER_SUCCESS_TITLE,
} from '@/lib/auth-messages';
import { useRegister } from '../api/register';
import { registerSchema, type RegisterValues } from './auth-schemas';
import { FormField } from './form-field';

export function RegisterForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  const register = useRegister({
    mutationConfig: {
      onSuccess: (user) => {
        if (user.hasPayment) toast.success(REGISTER_SUCCESS_TITLE);
        else toast.info(PAYMENT_REQUIRED_TITLE, { description: PAYMENT_REQUIRED_REGISTER_TEXT });
      },
      onError: (error) => toast.error(REGISTER_FAILED_TITLE, { description: describeAuthError(error) }),
    },
  });

  return (
    <form
      noValidate
      aria-label="Register"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => register.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="register-first-name"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          registration={form.register('firstName')}
        />
        <FormField
          id="register-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          registration={form.register('lastName')}
        />
      </div>
      <FormField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <FormField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={form.register('password')}
        describedBy="register-password-rules"
        description={<PasswordChecklist id="register-password-rules" password={password} />}
      />
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? (
          <>
            <Spinner />
            Creating account...
          </>
        ) : (
          'Register'
        )}
      </Button>
    </form>
  );
}
