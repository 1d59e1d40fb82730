// The Login tab: email and password. Success, payment-required and failure toasts follow the spec (section 8).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  describeAuthError,
  LOGIN_FAILED_TITLE,
  LOGIN_SUCCESS_TITLE,
  PAYMENT_REQUIRED_LOGIN_TEXT,
  PAYMENT_REQUIRED_TITLE,
  welcomeBackText,
} from '@/lib/auth-messages';
import { displayName } from '../api/get-user';
import { useLogin } from '../api/login';
import { loginSchema, type LoginValues } from './auth-schemas';
import { FormField } from './form-field';

export function LoginForm({
  defaultEmail = '',
  onForgotPassword,
}: {
  defaultEmail?: string;
  onForgotPassword: (email: string) => void;
}) {
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;
  const login = useLogin({
    mutationConfig: {
      onSuccess: (user) => {
        if (user.hasPayment) {
          toast.success(LOGIN_SUCCESS_TITLE, { description: welcomeBackText(displayName(user)) });
        } else {
          toast.info(PAYMENT_REQUIRED_TITLE, { description: PAYMENT_REQUIRED_LOGIN_TEXT });
        }
      },
      onError: (error) =>
        toast.error(LOGIN_FAILED_TITLE, { description: describeAuthError(error, { signingIn: true }) }),
    },
  });

  return (
    <form
      noValidate
      aria-label="Login"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
    >
      <FormField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? (
            <>
              <Spinner />
              Logging in...
            </>
          ) : (
            'Login'
          )}
        </Button>
        <Button variant="link" onClick={() => onForgotPassword(form.getValues('email'))}>
          Forgot password?
        </Button>
      </div>
    </form>
  );
}
