// The quiz player's states (spec section 4), as a pure reducer the player drives and the tests walk through. The
// server checks every answer: Next on a chosen option sends it, and the reply moves the machine. A first wrong answer
// shows the explanation and a tip and keeps the user on the question (Next then only dismisses the hint); a second
// locks the question with the spec's note; a correct answer clears the wrong flags and moves on. Finishing shows the
// results; review mode disables the answers, shows the correct ones and wraps Next to question 1.
import type { AnswerResult, ModuleProgress, QuestionState } from '@shared/contracts/training';
import { ATTEMPTS_PER_QUESTION, scoreOf } from '@shared/contracts/training';

export interface QuestionView {
  tried: number[];
  correct: boolean;
  /** Both attempts used without the right answer. */
  locked: boolean;
  /** The explanation and the tip are showing (after a first wrong answer). */
  hint: boolean;
  explanation?: string | undefined;
  correctOption?: number | undefined;
}

export type QuizPhase = 'answering' | 'results' | 'review';

export interface QuizState {
  total: number;
  current: number;
  /** The option chosen on each question (shown selected). */
  selected: Array<number | null>;
  questions: QuestionView[];
  phase: QuizPhase;
  /** The finished run's score, percent. */
  score: number | null;
  /** An answer or the finish is being sent. */
  pending: boolean;
}

export type QuizEvent =
  | { type: 'select'; option: number }
  | { type: 'sending' }
  | { type: 'failed' }
  | { type: 'checked'; result: AnswerResult }
  | { type: 'dismissHint' }
  | { type: 'advance' }
  | { type: 'previous' }
  | { type: 'finished'; progress: ModuleProgress }
  | { type: 'reviewQuestions' }
  | { type: 'showResults' }
  | { type: 'restarted'; progress: ModuleProgress };

function viewOf(state: QuestionState): QuestionView {
  return {
    tried: state.tried,
    correct: state.correct,
    locked: state.settled && !state.correct,
    hint: false,
    explanation: state.explanation,
    correctOption: state.correctOption,
  };
}

/** The machine for a module of `total` questions, from the server's progress on it. */
export function initialQuiz(total: number, progress: ModuleProgress | null): QuizState {
  const questions = Array.from({ length: total }, (_, i) => {
    const s = progress?.questions[i];
    return s ? viewOf(s) : { tried: [], correct: false, locked: false, hint: false };
  });
  if (progress?.completed)
    return {
      total,
      current: 0,
      selected: questions.map((q) => q.tried.at(-1) ?? null),
      questions,
      phase: 'results',
      score: progress.score,
      pending: false,
    };
  const firstOpen = questions.findIndex((q) => !q.correct && !q.locked);
  return {
    total,
    current: firstOpen === -1 ? Math.max(0, total - 1) : firstOpen,
    selected: questions.map((q) => (q.correct ? (q.tried.at(-1) ?? null) : null)),
    questions,
    phase: 'answering',
    score: null,
    pending: false,
  };
}

const settled = (q: QuestionView | undefined) => Boolean(q && (q.correct || q.locked));

export type NextAction =
  | { kind: 'check'; option: number }
  | { kind: 'dismissHint' }
  | { kind: 'advance' }
  | { kind: 'finish'; score: number }
  | { kind: 'showResults' }
  | { kind: 'none' };

/** What Next does now. */
export function nextAction(state: QuizState): NextAction {
  const last = state.current === state.total - 1;
  if (state.phase === 'review') return last ? { kind: 'showResults' } : { kind: 'advance' };
  if (state.phase !== 'answering' || state.pending) return { kind: 'none' };
  const q = state.questions[state.current];
  if (!q) return { kind: 'none' };
  if (settled(q)) {
    if (!last) return { kind: 'advance' };
    return state.questions.every(settled)
      ? { kind: 'finish', score: scoreOf(state.questions.filter((x) => x.correct).length, state.total) }
      : { kind: 'none' };
  }
  const chosen = state.selected[state.current];
  if (chosen !== null && chosen !== undefined && !q.tried.includes(chosen))
    return { kind: 'check', option: chosen };
  if (q.hint) return { kind: 'dismissHint' };
  return { kind: 'none' };
}

/** The Next button's words (spec section 2): Finish Quiz on the last question, Review Results once finished. */
export function nextLabel(state: QuizState): string {
  if (state.current !== state.total - 1) return 'Next';
  return state.phase === 'review' ? 'Review Results' : 'Finish Quiz';
}

export function quizReducer(state: QuizState, event: QuizEvent): QuizState {
  const at = state.current;
  const replace = (view: Partial<QuestionView>) =>
    state.questions.map((q, i) => (i === at ? { ...q, ...view } : q));
  switch (event.type) {
    case 'select': {
      const q = state.questions[at];
      if (state.phase !== 'answering' || state.pending || settled(q) || q?.tried.includes(event.option))
        return state;
      return { ...state, selected: state.selected.map((s, i) => (i === at ? event.option : s)) };
    }
    case 'sending':
      return { ...state, pending: true };
    case 'failed':
      return { ...state, pending: false };
    case 'checked': {
      const { result } = event;
      const view: Partial<QuestionView> = {
        tried: result.state.tried,
        explanation: result.state.explanation,
        correctOption: result.state.correctOption,
      };
      if (result.correct) {
        // A correct answer clears the wrong flags, and moves on.
        const next = {
          ...state,
          pending: false,
          questions: replace({ ...view, correct: true, locked: false, hint: false }),
        };
        return at < state.total - 1 ? { ...next, current: at + 1 } : next;
      }
      if (result.state.tried.length >= ATTEMPTS_PER_QUESTION || result.state.settled)
        return { ...state, pending: false, questions: replace({ ...view, locked: true, hint: false }) };
      return { ...state, pending: false, questions: replace({ ...view, hint: true }) };
    }
    case 'dismissHint':
      return { ...state, questions: replace({ hint: false }) };
    case 'advance':
      if (state.phase === 'review') return { ...state, current: (at + 1) % state.total };
      return at < state.total - 1 ? { ...state, current: at + 1 } : state;
    case 'previous':
      return at > 0 ? { ...state, current: at - 1 } : state;
    case 'finished': {
      const done = initialQuiz(state.total, event.progress);
      return { ...done, phase: 'results', score: event.progress.score };
    }
    case 'reviewQuestions':
      return { ...state, phase: 'review', current: 0 };
    case 'showResults':
      return { ...state, phase: 'results' };
    case 'restarted':
      return { ...initialQuiz(state.total, event.progress), current: 0 };
  }
}

/** Correct answers of a finished or running quiz. */
export const correctCount = (state: QuizState) => state.questions.filter((q) => q.correct).length;
