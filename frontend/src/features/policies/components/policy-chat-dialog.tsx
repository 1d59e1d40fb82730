// The Policy Assistant dialog: questions about one policy, a category (with everything below it) or the whole
// library, answered from the user's own policies. The conversation (isUser, content, timestamp) is kept for the
// browser session; Enter sends (Shift+Enter for a new line); answers show their sources as links that open the policy
// at the heading quoted, and the Act's rules the question touches. The message list is a live log for screen readers.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Bot, Scale, Send, TriangleAlert, User } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { ChatMessage } from '@shared/contracts/policy-chat';
import { CHAT_QUESTION_MAX } from '@shared/contracts/policy-chat';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/textarea';
import { describeError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useAskAssistant } from '../api/ask-assistant';
import { FAILED } from './policy-messages';

export type ChatScope =
  | { kind: 'policy'; policyId: string; title: string }
  | { kind: 'category'; categoryId: string; name: string }
  | { kind: 'library' };

const MAX_KEPT = 60;

function scopeKey(scope: ChatScope): string {
  return `policy_chat_${scope.kind === 'policy' ? `p_${scope.policyId}` : scope.kind === 'category' ? `c_${scope.categoryId}` : 'library'}`;
}

function scopeText(scope: ChatScope): string {
  if (scope.kind === 'policy') return `Answers come from your “${scope.title}” policy.`;
  if (scope.kind === 'category')
    return `Answers come from the policies in “${scope.name}” and its sub-categories.`;
  return 'Answers come from all the policies in your library.';
}

function readKept(key: string): ChatMessage[] {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

function keep(key: string, messages: ChatMessage[]): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(messages.slice(-MAX_KEPT)));
  } catch {
    // A full or unavailable session store only means the conversation is not kept.
  }
}

const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });

function Message({
  message,
  onOpenSource,
}: {
  message: ChatMessage;
  onOpenSource: (policyId: string, anchor: string) => void;
}) {
  const Icon = message.isUser ? User : Bot;
  return (
    <li className={cn('flex gap-3', message.isUser && 'flex-row-reverse')}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1 flex size-8 shrink-0 items-center justify-center rounded-full',
          message.isUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-slate-700',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div
        className={cn(
          'min-w-0 max-w-[85%] space-y-2 rounded-lg px-3 py-2',
          message.isUser ? 'bg-primary-soft text-slate-900' : 'border border-border bg-white',
        )}
      >
        <p className="sr-only">{message.isUser ? 'You said' : 'The assistant said'}</p>
        {message.isUser ? (
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        ) : (
          <Markdown headingLevel={4}>{message.content}</Markdown>
        )}
        {message.act?.some((f) => f.contradicted) ? (
          <p className="flex items-center gap-1 text-xs font-semibold text-amber-900">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Differs from the Act: see above
          </p>
        ) : message.act?.length ? (
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <Scale aria-hidden="true" className="size-4" />
            Includes what the Act says
          </p>
        ) : null}
        {message.citations?.length ? (
          <div className="border-t border-border pt-2">
            <p className="text-xs font-semibold text-slate-700">Sources</p>
            <ul className="space-y-1">
              {message.citations.map((c, i) => (
                <li key={`${c.policyId}-${c.anchor}-${i}`}>
                  <a
                    href={`/my-policies?policy=${encodeURIComponent(c.policyId)}${c.anchor ? `&heading=${encodeURIComponent(c.anchor)}` : ''}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpenSource(c.policyId, c.anchor);
                    }}
                    className="text-sm font-medium break-words text-primary underline underline-offset-2"
                  >
                    {c.title}
                    {c.heading ? ` › ${c.heading}` : ''}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-xs text-slate-600">
          <time dateTime={message.timestamp}>{timeFormat.format(new Date(message.timestamp))}</time>
        </p>
      </div>
    </li>
  );
}

function Conversation({
  scope,
  onOpenSource,
}: {
  scope: ChatScope;
  onOpenSource: (policyId: string, anchor: string) => void;
}) {
  const key = scopeKey(scope);
  const [messages, setMessages] = useState<ChatMessage[]>(() => readKept(key));
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ask = useAskAssistant();
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    keep(key, messages);
  }, [key, messages]);
  useEffect(() => {
    // Braces matter: scrollIntoView returns a promise in current browsers, which React must not take for a cleanup.
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, ask.isPending]);

  const send = () => {
    const question = draft.trim();
    if (!question) {
      setError('Please type a question');
      return;
    }
    if (question.length > CHAT_QUESTION_MAX) {
      setError(`Questions are at most ${CHAT_QUESTION_MAX} characters`);
      return;
    }
    if (ask.isPending) return;
    setError(undefined);
    const asked: ChatMessage = { isUser: true, content: question, timestamp: new Date().toISOString() };
    setMessages((m) => [...m, asked]);
    setDraft('');
    ask.mutate(
      {
        question,
        policyId: scope.kind === 'policy' ? scope.policyId : null,
        categoryId: scope.kind === 'category' ? scope.categoryId : null,
      },
      {
        onSuccess: (answer) =>
          setMessages((m) => [
            ...m,
            {
              isUser: false,
              content: answer.answer,
              timestamp: new Date().toISOString(),
              citations: answer.citations,
              act: answer.act,
            },
          ]),
        onError: (e) => {
          // The question goes back in the box, so nothing typed is lost.
          setMessages((m) => m.filter((x) => x !== asked));
          setDraft(question);
          toast.error(FAILED.chat, { description: describeError(e, FAILED.chat) });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <DialogBody className="rounded-md bg-slate-50 p-3">
        {messages.length === 0 ? (
          <p className="text-sm text-slate-700">
            Ask a question in your own words, for example “How quickly do we report a priority 1 incident?”
            The answer quotes your policy and links to the section it came from.
          </p>
        ) : null}
        <div role="log" aria-live="polite" aria-label="Conversation">
          <ul className="space-y-4">
            {messages.map((m, i) => (
              <Message key={`${m.timestamp}-${i}`} message={m} onOpenSource={onOpenSource} />
            ))}
            {ask.isPending ? (
              <li className="flex items-center gap-2 text-sm text-slate-700" role="status">
                <Spinner />
                The assistant is typing…
              </li>
            ) : null}
            <li ref={end} aria-hidden="true" />
          </ul>
        </div>
      </DialogBody>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        className="space-y-1"
      >
        <Label htmlFor="chat-question" className="sr-only">
          Your question
        </Label>
        <div className="flex items-end gap-2">
          <TextArea
            id="chat-question"
            rows={2}
            value={draft}
            placeholder="Ask about your policies…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'chat-question-error chat-question-hint' : 'chat-question-hint'}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={ask.isPending} aria-label="Send question">
            <Send aria-hidden="true" />
            <span className="hidden sm:inline">Send</span>
          </Button>
        </div>
        <p id="chat-question-hint" className="text-xs text-muted-foreground">
          Enter sends; Shift+Enter starts a new line.
        </p>
        <FieldError id="chat-question-error">{error}</FieldError>
      </form>
    </div>
  );
}

export function PolicyChatDialog({
  scope,
  onClose,
  onOpenSource,
}: {
  scope: ChatScope | null;
  onClose: () => void;
  onOpenSource: (policyId: string, anchor: string) => void;
}) {
  return (
    <Dialog open={scope !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" className="h-[92dvh]">
        <DialogHeader>
          <DialogTitle>Policy Assistant</DialogTitle>
          <DialogDescription>{scope ? scopeText(scope) : ''}</DialogDescription>
        </DialogHeader>
        {scope ? <Conversation key={scopeKey(scope)} scope={scope} onOpenSource={onOpenSource} /> : null}
      </DialogContent>
    </Dialog>
  );
}
