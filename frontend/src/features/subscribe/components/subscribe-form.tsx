// The landing page's subscribe form: email and/or Australian phone number, validated with the shared contract.
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SubscribeFormValues } from '@shared/contracts/subscribers';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/form-errors';
import { loadSubscribeContract, useSubscribe, type SubscribeResult } from '../api/subscribe';
import {
  SUBSCRIBE_FAILED_FALLBACK,
  SUBSCRIBE_FAILED_TITLE,
  SUBSCRIBE_SUCCESS_TITLE,
  subscribeSuccessText,
} from './subscribe-messages';

const FIELDS = ['email', 'phone'] as const;

const loadValidation = () => import('./subscribe-validation');

/** Validates with the shared schema, whose code is fetched the first time it is needed. */
const subscribeResolver: Resolver<SubscribeFormValues> = async (values, context, options) =>
  (await loadValidation()).subscribeResolver(values, context, options);

/** Fetch the validation and contract code as soon as someone starts on the form, so submitting is instant. */
function preloadFormCode() {
  void loadValidation().catch(() => undefined);
  void loadSubscribeContract().catch(() => undefined);
}

export function SubscribeForm({
  onSubscribed,
}: {
  onSubscribed: (result: SubscribeResult, values: SubscribeFormValues) => void;
}) {
  const form = useForm<SubscribeFormValues>({
    resolver: subscribeResolver,
    defaultValues: { email: '', phone: '' },
  });
  const { errors } = form.formState;

  const subscribe = useSubscribe({
    mutationConfig: {
      onSuccess: (result, { data }) => {
        toast.success(SUBSCRIBE_SUCCESS_TITLE, { description: subscribeSuccessText(result) });
        onSubscribed(result, data);
      },
      onError: (error) => {
        const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
        showServerFieldErrors(error, form, FIELDS);
        toast.error(SUBSCRIBE_FAILED_TITLE, { description: serverMessage ?? SUBSCRIBE_FAILED_FALLBACK });
      },
    },
  });

  const onSubmit = form.handleSubmit((values) => subscribe.mutate({ data: values }));
  const emailError = errors.email?.message;
  const phoneError = errors.phone?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={preloadFormCode}
      onPointerEnter={preloadFormCode}
      className="space-y-5"
      aria-label="Subscribe to policy alerts"
    >
      <div className="space-y-2">
        <Label htmlFor="subscribe-email">Email Address</Label>
        <Input
          type="email"
          autoComplete="email"
          placeholder="name@organisation.com.au"
          {...fieldAria('subscribe-email', { error: emailError })}
          {...form.register('email')}
        />
        <FieldError id="subscribe-email-error">{emailError}</FieldError>
      </div>

      <div className="space-y-2">
        <Label htmlFor="subscribe-phone">
          Phone Number <span className="font-normal text-muted-foreground">(SMS alerts)</span>
        </Label>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0412 345 678"
          {...fieldAria('subscribe-phone', { error: phoneError, hint: true })}
          {...form.register('phone')}
        />
        <FieldHint id="subscribe-phone-hint">
          An Australian number. Leave blank for email alerts only.
        </FieldHint>
        <FieldError id="subscribe-phone-error">{phoneError}</FieldError>
      </div>

      <p className="text-sm text-slate-700">
        By subscribing you agree to receive policy alerts on the channels you enter. See our{' '}
        <Link to={paths.privacy.getHref()} className="font-medium text-primary underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>

      <Button type="submit" size="lg" className="w-full" disabled={subscribe.isPending}>
        {subscribe.isPending ? (
          <>
            <Spinner />
            Subscribing...
          </>
        ) : (
          'Get Policy Alerts'
        )}
      </Button>
      <p className="text-center text-sm text-muted-foreground">No spam. Unsubscribe anytime.</p>
    </form>
  );
}
