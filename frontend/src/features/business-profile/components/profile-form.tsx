// The Business Details form (spec section 2): business name and type, size, mission, client demographics, key
// challenges and the description (10 to 2,000 characters, the only required field), with dictation into the
// description. Save sends it to the server and shows what the server then has.
import { useCallback, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mic, MicOff } from 'lucide-react';
import { toast } from '@/lib/toast';
import { REGISTRATION_CATEGORIES } from '@shared/act/facts';
import {
  AUSTRALIAN_STATES,
  SERVICE_SETTINGS,
  businessProfileFieldsSchema,
  type BusinessProfileFields,
  type BusinessProfileForm,
  type SubscriberProfile,
} from '@shared/contracts/business-profile';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextArea } from '@/components/ui/textarea';
import { Tooltip } from '@/components/ui/tooltip';
import { describeError } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useSaveProfile } from '../api/save-profile';
import { useDictation } from '../hooks/use-dictation';
import { ChoiceGroup } from './choice-group';

type TextField = Exclude<
  keyof BusinessProfileForm,
  'description' | 'registrationCategories' | 'serviceSettings' | 'states'
>;

const CATEGORY_CHOICES = REGISTRATION_CATEGORIES.map((c) => ({
  value: c.number,
  label: `${c.number}. ${c.name}`,
}));
const SETTING_CHOICES = SERVICE_SETTINGS.map((s) => ({ value: s.id, label: s.label }));
const STATE_CHOICES = AUSTRALIAN_STATES.map((s) => ({ value: s.id, label: s.id }));

const FIELDS: Array<{
  name: TextField;
  label: string;
  placeholder: string;
}> = [
  { name: 'businessName', label: 'Business Name', placeholder: 'Sunrise Community Care' },
  {
    name: 'businessType',
    label: 'Business Type',
    placeholder: 'Residential care, home care...',
  },
  { name: 'size', label: 'Size', placeholder: '120 residents, 2 homes, 150 staff' },
  { name: 'mission', label: 'Mission / Focus', placeholder: 'What your organisation sets out to do' },
  {
    name: 'clientele',
    label: 'Client Demographics',
    placeholder: 'Who you care for: ages, needs, backgrounds',
  },
  { name: 'challenges', label: 'Key Challenges', placeholder: 'Workforce, funding changes, compliance...' },
];

function formValues(profile: SubscriberProfile): BusinessProfileForm {
  const p = profile.businessProfile ?? {};
  return {
    businessName: p.businessName ?? '',
    businessType: p.businessType ?? '',
    size: p.size ?? '',
    mission: p.mission ?? '',
    clientele: p.clientele ?? '',
    challenges: p.challenges ?? '',
    description: p.description ?? '',
    registrationCategories: REGISTRATION_CATEGORIES.map((c) => c.number).filter((n) =>
      p.registrationCategories?.includes(n),
    ),
    serviceSettings: p.serviceSettings ?? [],
    states: p.states ?? [],
  };
}

export function ProfileForm({ profile }: { profile: SubscriberProfile }) {
  const form = useForm<BusinessProfileForm, unknown, BusinessProfileFields>({
    resolver: zodResolver(businessProfileFieldsSchema),
    defaultValues: formValues(profile),
  });
  const save = useSaveProfile();
  const { reset, register, handleSubmit, getValues, setValue, formState } = form;

  // When the saved profile loads (or is saved), the form shows it.
  useEffect(() => {
    reset(formValues(profile));
  }, [profile, reset]);

  const append = useCallback(
    (text: string) => {
      const current = getValues('description');
      setValue('description', current ? `${current} ${text}` : text, {
        shouldDirty: true,
        shouldValidate: true,
      });
    },
    [getValues, setValue],
  );
  const dictation = useDictation(append);

  const onSubmit = handleSubmit((data) =>
    save.mutate(
      { id: profile.id, data },
      {
        onSuccess: () =>
          toast.success('Profile Saved', {
            description: 'Your business profile has been updated successfully.',
          }),
        onError: (error) => {
          showServerFieldErrors(error, form, ['description', ...FIELDS.map((f) => f.name)]);
          toast.error('Failed to Save', {
            description: describeError(error, 'There was an error saving your business profile.'),
          });
        },
      },
    ),
  );

  const descriptionError = formState.errors.description?.message;
  const micLabel = dictation.listening ? 'Stop dictation' : 'Dictate the description';
  const mic = (
    <Button
      type="button"
      variant={dictation.listening ? 'primary' : 'secondary'}
      size="sm"
      onClick={dictation.toggle}
      disabled={!dictation.supported}
      aria-pressed={dictation.listening}
      aria-label={micLabel}
    >
      {dictation.listening ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
      {dictation.listening ? 'Stop' : 'Dictate'}
    </Button>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Business details" className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        {FIELDS.map((field) => {
          const error = formState.errors[field.name]?.message;
          const id = `profile-${field.name}`;
          return (
            <div key={field.name} className="space-y-1.5">
              <Label htmlFor={id}>{field.label}</Label>
              <Input
                {...register(field.name)}
                {...fieldAria(id, { error })}
                placeholder={field.placeholder}
              />
              <FieldError id={`${id}-error`}>{error}</FieldError>
            </div>
          );
        })}
      </div>
      <div className="space-y-5 rounded-lg border border-slate-200 p-4">
        <p className="text-sm text-slate-600">
          What you deliver and where. Alerts about other services or other states are marked &apos;Not
          relevant to your services&apos; and left out of your email and SMS; leave these empty to receive
          every alert.
        </p>
        <Controller
          control={form.control}
          name="serviceSettings"
          render={({ field }) => (
            <ChoiceGroup
              legend="Service settings"
              choices={SETTING_CHOICES}
              value={field.value}
              onChange={field.onChange}
              columns={2}
            />
          )}
        />
        <Controller
          control={form.control}
          name="registrationCategories"
          render={({ field }) => (
            <ChoiceGroup
              legend="Registration categories"
              hint="As registered with the Aged Care Quality and Safety Commission."
              choices={CATEGORY_CHOICES}
              value={field.value}
              onChange={field.onChange}
              columns={2}
            />
          )}
        />
        <Controller
          control={form.control}
          name="states"
          render={({ field }) => (
            <ChoiceGroup
              legend="States and territories you operate in"
              choices={STATE_CHOICES}
              value={field.value}
              onChange={field.onChange}
              columns={4}
            />
          )}
        />
      </div>
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor="profile-description">Business Description</Label>
          {dictation.supported ? (
            mic
          ) : (
            <Tooltip content="Dictation needs a browser with speech recognition, such as Chrome or Edge.">
              <span tabIndex={0} className="inline-flex">
                {mic}
              </span>
            </Tooltip>
          )}
        </div>
        <TextArea
          {...register('description')}
          {...fieldAria('profile-description', { error: descriptionError, hint: true })}
          className="min-h-[200px]"
          placeholder="Describe your services, where you operate, who you care for and what matters most to your organisation."
        />
        {dictation.listening ? (
          <p role="status" className="text-sm text-slate-600">
            Listening… {dictation.interim}
          </p>
        ) : null}
        <FieldHint id="profile-description-hint">
          Required: 10 to 2,000 characters. The more specific it is, the more useful each alert&apos;s
          insight.
        </FieldHint>
        <FieldError id="profile-description-error">{descriptionError}</FieldError>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
