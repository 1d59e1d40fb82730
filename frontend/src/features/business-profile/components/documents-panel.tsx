// The Documents tab (spec section 2): upload one PDF, Word document or image at a time (10 MB at most) with an
// optional description, then a list with name, description, upload date (Sydney time), size, View and Delete.
import { useRef, useState } from 'react';
import { ExternalLink, FileText, Trash2, Upload } from 'lucide-react';
import { toast } from '@/lib/toast';
import { DOCUMENT_ACCEPT, type BusinessDocument } from '@shared/contracts/business-profile';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/textarea';
import { describeError } from '@/lib/api';
import { documentLink, useDeleteDocument, useDocuments, useUploadDocument } from '../api/documents';

const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'Australia/Sydney' });

/** Bytes as KB or MB with one decimal ("48.2 KB", "3.1 MB"). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function DocumentRow({ subscriberId, document }: { subscriberId: string; document: BusinessDocument }) {
  const [confirming, setConfirming] = useState(false);
  const [opening, setOpening] = useState(false);
  const remove = useDeleteDocument();
  const view = async () => {
    // The link is made on request and works for a few minutes; the tab opens first so no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const link = await documentLink({ subscriberId, documentId: document.id });
      if (tab) {
        tab.opener = null;
        tab.location.href = link.url;
      } else window.location.assign(link.url);
    } catch (error) {
      tab?.close();
      toast.error('Could not open the document', { description: describeError(error, 'Please try again.') });
    } finally {
      setOpening(false);
    }
  };
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <FileText aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-600" />
      {/* At least 12rem for the words: on a narrow screen the buttons go below them. */}
      <div className="min-w-48 flex-1">
        <p className="font-medium break-words text-slate-900">{document.name}</p>
        <p className="text-sm break-words text-slate-600">{document.description ?? 'No description'}</p>
        <p className="text-sm text-slate-600">
          Uploaded {dateFormat.format(new Date(document.uploadedAt))} · {formatSize(document.size)}
        </p>
      </div>
      <div className="flex gap-2 pl-8 sm:pl-0">
        <Button variant="secondary" size="sm" onClick={() => void view()} disabled={opening}>
          <ExternalLink aria-hidden="true" />
          View<span className="sr-only"> {document.name}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {document.name}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this document?"
        description={`“${document.name}” will be removed for good.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { subscriberId, documentId: document.id },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success('Document Deleted', {
                  description: 'Your document has been removed successfully.',
                });
              },
              onError: (error) =>
                toast.error('Deletion Failed', {
                  description: describeError(error, 'There was an error deleting your document.'),
                }),
            },
          )
        }
      />
    </li>
  );
}

export function DocumentsPanel({ subscriberId }: { subscriberId: string }) {
  const documents = useDocuments(subscriberId);
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [description, setDescription] = useState('');

  const send = () => {
    if (!chosen) return;
    const file = chosen;
    setChosen(null);
    upload.mutate(
      { subscriberId, file, description },
      {
        onSuccess: () =>
          toast.success('Document Uploaded', {
            description: 'Your document has been uploaded successfully.',
          }),
        onError: (error) =>
          toast.error('Upload Failed', {
            description: describeError(error, 'There was an error uploading your document.'),
          }),
      },
    );
  };

  let list;
  if (documents.isPending) list = <Skeleton className="h-16 w-full" />;
  else if (documents.isError)
    list = (
      <Alert variant="destructive" title="Error">
        <p>{describeError(documents.error, 'Your documents could not be loaded. Please try again.')}</p>
      </Alert>
    );
  else if (!documents.data.length) list = <p className="text-slate-600">No documents uploaded yet</p>;
  else
    list = (
      <ul aria-label="Documents" className="divide-y divide-border">
        {documents.data.map((d) => (
          <DocumentRow key={d.id} subscriberId={subscriberId} document={d} />
        ))}
      </ul>
    );

  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Keep your accreditation, insurance and other business documents in one private place: PDF, Word (.doc,
        .docx) or images (.jpg, .png), up to 10 MB each.
      </p>
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (file) {
            setDescription('');
            setChosen(file);
          }
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
        <Upload aria-hidden="true" />
        {upload.isPending ? 'Uploading...' : 'Upload Document'}
      </Button>
      {list}
      <Dialog open={chosen !== null} onOpenChange={(open) => (open ? undefined : setChosen(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Upload {chosen?.name}</DialogTitle>
            <DialogDescription>It is stored privately, for your account only.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <form
              id="document-upload"
              onSubmit={(e) => {
                e.preventDefault();
                send();
              }}
              className="space-y-1.5"
            >
              <Label htmlFor="document-description">Add an optional description for this document:</Label>
              <TextArea
                id="document-description"
                value={description}
                maxLength={500}
                onChange={(e) => setDescription(e.target.value)}
              />
            </form>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              Cancel
            </Button>
            <Button type="submit" form="document-upload">
              Upload
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
