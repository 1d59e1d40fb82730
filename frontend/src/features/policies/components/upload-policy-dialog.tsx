// The Upload Policy File dialog: a PDF, Word (.doc, .docx), text or markdown file of at most 10 MB, checked here for
// a quick answer and again on the server, sent straight to storage and converted into a draft policy in the open
// category, which then opens so the user can check and publish it.
import { useState } from 'react';
import { FileUp } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  isPolicyFileName,
  POLICY_FILE_ACCEPT,
  POLICY_FILE_MAX_BYTES,
  POLICY_FILE_TYPE_MESSAGE,
  type Policy,
} from '@shared/contracts/policies';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, FieldHint } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { useUploadPolicyFile, type UploadStage } from '../api/upload-policy-file';
import { FAILED, SUCCEEDED } from './policy-messages';

export const INVALID_FILE_TYPE = 'Invalid file type';

function fileProblem(file: File | null): string | null {
  if (!file) return 'Choose a file to upload.';
  if (!isPolicyFileName(file.name)) return `${INVALID_FILE_TYPE}. ${POLICY_FILE_TYPE_MESSAGE}.`;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > POLICY_FILE_MAX_BYTES)
    return 'The file is larger than 10 MB. Split it, or save it without images, and try again.';
  return null;
}

const STAGE_TEXT: Record<UploadStage, string> = { uploading: 'Uploading...', converting: 'Converting...' };

export function UploadPolicyDialog({
  categoryId,
  categoryName,
  open,
  onOpenChange,
  onUploaded,
}: {
  categoryId: string;
  categoryName?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (policy: Policy) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const upload = useUploadPolicyFile();

  const close = (next: boolean) => {
    if (upload.isPending) return;
    if (!next) {
      setFile(null);
      setError(null);
    }
    onOpenChange(next);
  };
  const submit = () => {
    const problem = fileProblem(file);
    if (problem || !file) {
      setError(problem);
      if (problem?.startsWith(INVALID_FILE_TYPE))
        toast.error(INVALID_FILE_TYPE, { description: POLICY_FILE_TYPE_MESSAGE });
      return;
    }
    setError(null);
    upload.mutate(
      { categoryId, file, onStage: setStage },
      {
        onSuccess: (policy) => {
          toast.success(SUCCEEDED.upload, {
            description: `“${policy.title}” is a draft: check it, then publish it.`,
          });
          setStage(null);
          setFile(null);
          onOpenChange(false);
          onUploaded(policy);
        },
        onError: (e) => {
          setStage(null);
          const message = describeError(e, FAILED.upload);
          setError(message);
          toast.error(FAILED.upload, { description: message });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Upload Policy File</DialogTitle>
          <DialogDescription>
            {categoryName
              ? `Converted into a draft policy in “${categoryName}”.`
              : 'Converted into a draft policy in this category.'}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="policy-file">Policy file</Label>
            <input
              id="policy-file"
              type="file"
              accept={POLICY_FILE_ACCEPT}
              aria-describedby={error ? 'policy-file-error policy-file-hint' : 'policy-file-hint'}
              aria-invalid={error ? true : undefined}
              className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-white file:px-3 file:py-2 file:font-medium"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <FieldHint id="policy-file-hint">
              PDF, Word (.doc, .docx), text or markdown, up to 10 MB. A scanned PDF has no text to convert:
              upload the Word document instead.
            </FieldHint>
            <FieldError id="policy-file-error">{error}</FieldError>
          </div>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={upload.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? <Spinner /> : <FileUp aria-hidden="true" />}
              {stage ? STAGE_TEXT[stage] : 'Upload and Convert'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
