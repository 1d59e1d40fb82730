// The landing page's subscribe form: email and/or Australian phone number, checked with the shared contract. It is
// plain React state, without a form library: the landing page must stay light, and the check's code (zod) loads
// when someone starts on the form.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SubscribeFormValues } from '@shared/contracts/subscribers';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { loadSubscribeContract, subscribe, type SubscribeResult } from '../api/subscribe';
import {
  SUBSCRIBE_FAILED_FALLBACK,
  SUBSCRIBE_FAILED_TITLE,
  SUBSCRIBE_SUCCESS_TITLE,
  subscribeSuccessText,
} from './subscribe-messages';
import type { SubscribeField, SubscribeFieldErrors } from './subscribe-validation';

const FIELDS = ['email', 'phone'] as const satisfies readonly SubscribeField[];

const loadValidation = () => import('./subscribe-validation');

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
  const [values, setValues] = useState<SubscribeFormValues>({ email: '', phone: '' });
  const [errors, setErrors] = useState<SubscribeFieldErrors>({});
  const [pending, setPending] = useState(false);
  // After the first submit, each change is checked again so that a fixed field loses its error at once.
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<SubscribeField, HTMLInputElement | null>>>({});

  const focusFirstError = (found: SubscribeFieldErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const change = (field: SubscribeField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!submitted.current) return;
    void loadValidation().then(({ checkSubscribeForm }) => {
      const check = checkSubscribeForm(next);
      setErrors(check.ok ? {} : check.errors);
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    submitted.current = true;
    setPending(true);
    try {
      const { checkSubscribeForm } = await loadValidation();
      const check = checkSubscribeForm(values);
      if (!check.ok) {
        setErrors(check.errors);
        focusFirstError(check.errors);
        return;
      }
      setErrors({});
      try {
        const result = await subscribe({ data: check.values });
        toast.success(SUBSCRIBE_SUCCESS_TITLE, { description: subscribeSuccessText(result) });
        onSubscribed(result, check.values);
      } catch (error) {
        const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
        if (error instanceof ApiError) {
          const found: SubscribeFieldErrors = {};
          for (const field of FIELDS) {
            const message = error.fieldError(field);
            if (message) found[field] = message;
          }
          setErrors(found);
          focusFirstError(found);
        }
        toast.error(SUBSCRIBE_FAILED_TITLE, { description: serverMessage ?? SUBSCRIBE_FAILED_FALLBACK });
      }
    } catch (error) {
      // The check's code could not be fetched (offline, or a new deployment removed the old file).
      console.error('Could not load the subscribe form check', error);
      toast.error(SUBSCRIBE_FAILED_TITLE, { description: SUBSCRIBE_FAILED_FALLBACK });
    } finally {
      setPending(false);
    }
  };

  const emailError = errors.email;
  const phoneError = errors.phone;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
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
          name="email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          ref={(el) => {
            inputs.current.email = el;
          }}
          {...fieldAria('subscribe-email', { error: emailError })}
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
          name="phone"
          value={values.phone}
          onChange={(event) => change('phone', event.target.value)}
          ref={(el) => {
            inputs.current.phone = el;
          }}
          {...fieldAria('subscribe-phone', { error: phoneError, hint: true })}
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

      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? (
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
