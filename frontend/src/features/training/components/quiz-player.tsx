// /training/{id} (spec sections 2 and 4): one question at a time with 'Question X of N' and the percent complete;
// the options are a radio group; Next sends the chosen option to the server, which says whether it was right. A first
// wrong answer shows the explanation and a tip; a second locks the question with the spec's note; the last question's
// Next reads 'Finish Quiz', and 'Review Results' in review mode. The results card gives the spec's texts and buttons.
// A module that cannot be loaded shows 'Module Not Found' with a back button.
import { useEffect, useReducer, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, CheckCircle2, XCircle } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import {
  LOCKED_NOTE,
  MODULE_NOT_FOUND_TITLE,
  PASS_MARK,
  RETRY_MESSAGE,
  SAVE_FAILED_MESSAGE,
  type ModuleProgress,
  type TrainingModule,
} from '@shared/contracts/training';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, describeError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { answerQuestion, saveProgress, trainingKeys, useModule, useModuleProgress } from '../api/training';
import { cacheProgress, cachedProgress } from '../utils/progress-cache';
import {
  correctCount,
  initialQuiz,
  nextAction,
  nextLabel,
  quizReducer,
  type QuizState,
} from '../utils/quiz-machine';

function NotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle as="h2">{MODULE_NOT_FOUND_TITLE}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-slate-700">{message}</p>
        <Button onClick={() => void navigate(paths.training.getHref())}>
          <ArrowLeft aria-hidden="true" />
          Back to Training Modules
        </Button>
      </CardContent>
    </Card>
  );
}

function Results({
  state,
  onRestart,
  onReview,
  busy,
}: {
  state: QuizState;
  onRestart: () => void;
  onReview: (retry: boolean) => void;
  busy: boolean;
}) {
  const score = state.score ?? 0;
  const passed = score >= PASS_MARK;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardHeader>
        <CardTitle as="h2" ref={heading} tabIndex={-1} className="outline-none">
          {passed ? 'Module Completed' : 'Module Attempt'}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className={cn('text-5xl font-bold tabular-nums', passed ? 'text-green-800' : 'text-amber-900')}>
          {score}%
        </p>
        <p className="text-sm text-slate-600">Pass mark: {PASS_MARK}%</p>
        <p className="text-slate-800">
          You correctly answered {correctCount(state)} out of {state.total} questions
        </p>
        <p className="text-slate-700">
          {passed ? 'Congratulations! You have passed this module.' : RETRY_MESSAGE}
        </p>
        <div className="flex flex-wrap justify-center gap-2 pt-2">
          <Button variant="secondary" onClick={onRestart} disabled={busy}>
            Restart Module
          </Button>
          <Button onClick={() => onReview(!passed)} disabled={busy}>
            {passed ? 'Review Questions' : 'Try Again'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Quiz({ module, progress }: { module: TrainingModule; progress: ModuleProgress | null }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(quizReducer, undefined, () =>
    initialQuiz(module.questions.length, progress),
  );
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const position = state.current;
  const question = module.questions[position];
  const view = state.questions[state.current];
  const review = state.phase === 'review';
  const action = nextAction(state);

  // Focus follows the question when Next or Previous moves to another one.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [position, state.phase]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trainingKeys.all });

  const restart = async (retry: boolean) => {
    setBusy(true);
    try {
      const fresh = await saveProgress(module.id, { answers: [], completed: false, score: 0 });
      cacheProgress({ module_id: module.id, answers: [], completed: false, score: 0, completed_at: null });
      dispatch({ type: 'restarted', progress: fresh });
      void refresh();
      if (retry) toast.info('A new attempt has started. Good luck!');
    } catch (e) {
      toast.error(describeError(e, SAVE_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  };

  const finish = async (score: number) => {
    dispatch({ type: 'sending' });
    try {
      const saved = await saveProgress(module.id, { answers: state.selected, completed: true, score });
      cacheProgress({
        module_id: module.id,
        answers: saved.answers,
        completed: true,
        score: saved.score,
        completed_at: saved.completed_at,
      });
      dispatch({ type: 'finished', progress: saved });
      void refresh();
    } catch (e) {
      dispatch({ type: 'failed' });
      toast.error(describeError(e, SAVE_FAILED_MESSAGE));
    }
  };

  const next = async () => {
    switch (action.kind) {
      case 'check': {
        dispatch({ type: 'sending' });
        try {
          const result = await answerQuestion(module.id, {
            questionIndex: state.current,
            option: action.option,
          });
          const event = { type: 'checked', result } as const;
          dispatch(event);
          // The last question answered right finishes the quiz: no second press needed.
          const then = nextAction(quizReducer(state, event));
          if (result.correct && then.kind === 'finish') await finish(then.score);
        } catch (e) {
          dispatch({ type: 'failed' });
          toast.error(describeError(e, 'Your answer could not be checked. Please try again.'));
        }
        return;
      }
      case 'finish':
        await finish(action.score);
        return;
      case 'none':
        return;
      default:
        dispatch({ type: action.kind });
    }
  };

  if (state.phase === 'results')
    return (
      <>
        <Results
          state={state}
          busy={busy}
          onRestart={() => void restart(false)}
          onReview={(retry) => (retry ? void restart(true) : dispatch({ type: 'reviewQuestions' }))}
        />
        <p role="status" className="sr-only">
          {`Module finished: ${state.score ?? 0}%, ${(state.score ?? 0) >= PASS_MARK ? 'passed' : 'not passed'}.`}
        </p>
      </>
    );
  if (!question || !view) return null;

  const percent = Math.round(((state.current + 1) / state.total) * 100);
  const chosen = state.selected[state.current];
  const locked = view.locked;
  const disabledAll = review || view.correct || locked || state.pending;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="space-y-2">
        <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
          <span>
            Question {state.current + 1} of {state.total}
          </span>
          <span>{percent}% complete</span>
        </div>
        <Progress value={percent} label={`Question ${state.current + 1} of ${state.total}`} />
      </div>
      <Card>
        <CardHeader>
          {review ? <p className="text-sm font-medium text-slate-600">Review mode</p> : null}
          <CardTitle as="h2" ref={heading} tabIndex={-1} className="leading-snug break-words outline-none">
            {question.question}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="sr-only">Answer options</legend>
            {question.options.map((option, i) => {
              const tried = view.tried.includes(i);
              const isCorrect = view.correctOption === i;
              const showCorrect = (review || view.correct || locked) && isCorrect;
              const showWrong = tried && !isCorrect && (view.correctOption !== undefined || !view.correct);
              return (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm break-words',
                    chosen === i ? 'border-primary bg-primary-soft' : 'border-border bg-white hover:bg-muted',
                    showCorrect && 'border-green-600 bg-green-50',
                    showWrong && 'border-red-300 bg-red-50',
                    (disabledAll || (tried && !view.correct)) && 'cursor-default',
                  )}
                >
                  <input
                    type="radio"
                    name={`question-${state.current}`}
                    value={i}
                    checked={chosen === i}
                    disabled={disabledAll || tried}
                    onChange={() => dispatch({ type: 'select', option: i })}
                    className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
                  />
                  <span className="min-w-0 flex-1 text-slate-900">{option}</span>
                  {showCorrect ? (
                    <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-green-800">
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      Correct answer
                    </span>
                  ) : showWrong ? (
                    <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-red-800">
                      <XCircle aria-hidden="true" className="size-4" />
                      Not right
                    </span>
                  ) : null}
                </label>
              );
            })}
          </fieldset>

          <div aria-live="polite" className="space-y-3">
            {view.hint ? (
              <Alert title="Not quite">
                <p>{view.explanation}</p>
                <p className="mt-2 font-medium">
                  Tip: read the question again and choose another option. You have one attempt left.
                </p>
              </Alert>
            ) : null}
            {locked && !review ? (
              <Alert variant="destructive" title="Question locked">
                <p>{LOCKED_NOTE}</p>
                {view.explanation ? <p className="mt-2">{view.explanation}</p> : null}
              </Alert>
            ) : null}
            {view.correct && !review ? (
              <p className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                Correct
              </p>
            ) : null}
            {review && view.explanation ? (
              <div className="rounded-md border border-border bg-muted/40 p-3 text-sm text-slate-800">
                <p className="font-medium">Explanation</p>
                <p>{view.explanation}</p>
              </div>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'previous' })}
          disabled={state.current === 0 || state.pending}
        >
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        <Button onClick={() => void next()} disabled={action.kind === 'none' || busy}>
          {state.pending ? 'Checking...' : nextLabel(state)}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

export function QuizPlayer({ id }: { id: string }) {
  const module = useModule(id);
  const progress = useModuleProgress(id);
  if (module.isPending || progress.isPending) return <PageSpinner label="Loading the module..." />;
  if (module.isError)
    return (
      <NotFound
        message={describeError(
          module.error,
          "This training module could not be loaded. It may have been deleted, or you don't have permission to view it.",
        )}
      />
    );
  if (progress.isError) {
    // The server cannot be reached: the last result this browser saw, read-only.
    const offline =
      progress.error instanceof ApiError && progress.error.status === 0 ? cachedProgress(id) : null;
    return (
      <Alert variant="destructive" title="Error">
        <p>{describeError(progress.error, 'Your progress could not be loaded. Please try again.')}</p>
        {offline?.completed ? (
          <p className="mt-2">
            The last result this browser saw for this module: {offline.score}%
            {offline.completed_at ? `, on ${new Date(offline.completed_at).toLocaleDateString('en-AU')}` : ''}
            .
          </p>
        ) : null}
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={paths.training.getHref()}
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Training Modules
        </Link>
      </div>
      <div className="space-y-1">
        <p className="text-xl font-semibold break-words text-slate-900">{module.data.title}</p>
        <p className="text-sm text-slate-600">From {module.data.policyTitle}</p>
      </div>
      <Quiz module={module.data} progress={progress.data} />
    </div>
  );
}
