// The logo uploader of Business Details (spec sections 2, 5 and 8): JPG, PNG, GIF or SVG up to 2 MB, checked here for
// a quick answer and again on the server, which reads the file's first bytes. The signed-in shell takes its colours
// from the logo.
import { useRef } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  LOGO_ACCEPT,
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  type SubscriberProfile,
} from '@shared/contracts/business-profile';
import { fileExtension } from '@shared/contracts/policies';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { useLogoImage, useRemoveLogo, useUploadLogo } from '../api/logo';

const FAILED = 'Logo Upload Failed';

/** Why this file cannot be the logo, or null when it can. */
export function logoFileProblem(file: File): string | null {
  if (!(LOGO_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return LOGO_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

export function LogoUploader({ profile }: { profile: SubscriberProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const image = useLogoImage(profile);
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      toast.error(FAILED, { description: problem });
      return;
    }
    upload.mutate(
      { subscriberId: profile.id, file },
      {
        onSuccess: () =>
          toast.success('Logo Uploaded', { description: 'Your business logo has been loaded successfully.' }),
        onError: (error) =>
          toast.error(FAILED, {
            description: describeError(error, 'There was an error processing your logo.'),
          }),
      },
    );
  };

  let preview;
  if (!profile.logo) preview = <span className="text-sm text-slate-600">No logo</span>;
  else if (image.data)
    preview = (
      <img
        src={image.data.url}
        alt={`Logo of ${profile.businessProfile?.businessName ?? 'your business'}`}
        className="max-h-full max-w-full object-contain"
      />
    );
  else if (image.isError) preview = <span className="text-sm text-slate-600">Logo unavailable</span>;
  else preview = <Spinner label="Loading the logo" />;

  return (
    <section aria-labelledby="logo-heading" className="flex flex-wrap items-center gap-4">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-white p-2">
        {preview}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id="logo-heading" className="text-sm font-medium text-slate-900">
          Business Logo
        </h2>
        <p id="logo-hint" className="text-sm text-slate-600">
          JPG, PNG, GIF or SVG, max 2MB. Your workspace takes its colours from your logo.
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={LOGO_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => onFile(e.target.files?.[0])}
            data-testid="logo-input"
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-describedby="logo-hint"
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : profile.logo ? 'Change Logo' : 'Upload Logo'}
          </Button>
          {profile.logo ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                remove.mutate(
                  { subscriberId: profile.id },
                  {
                    onSuccess: () =>
                      toast.success('Logo Removed', { description: 'The default colours are back.' }),
                    onError: (error) =>
                      toast.error('Logo Not Removed', {
                        description: describeError(error, 'There was an error removing your logo.'),
                      }),
                  },
                )
              }
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
