// Every transition of the quiz (spec section 4): Next disabled until an answer is chosen; a first wrong answer shows
// the hint and keeps the user on the question, Next then only dismisses it; a second locks the question; a correct
// answer clears the wrong flags and moves on; finishing shows the results; review wraps Next; restart starts again;
// progress from the server resumes where the user was.
import { describe, expect, it } from 'vitest';
import type { AnswerResult, ModuleProgress } from '@shared/contracts/training';
import {
  initialQuiz,
  nextAction,
  nextLabel,
  quizReducer,
  type QuizEvent,
  type QuizState,
} from './quiz-machine';

const wrong = (tried: number[]): AnswerResult => ({
  correct: false,
  attemptsLeft: 2 - tried.length,
  state: {
    tried,
    settled: tried.length >= 2,
    correct: false,
    explanation: 'The policy says within 24 hours.',
    ...(tried.length >= 2 ? { correctOption: 1 } : {}),
  },
});
const right = (tried: number[]): AnswerResult => ({
  correct: true,
  attemptsLeft: 0,
  state: {
    tried,
    settled: true,
    correct: true,
    explanation: 'The policy says within 24 hours.',
    correctOption: 1,
  },
});

function progress(over: Partial<ModuleProgress> = {}): ModuleProgress {
  return {
    exists: true,
    module_id: 'm',
    module_name: 'Incidents',
    completed: false,
    score: 0,
    completed_at: null,
    completedAt: null,
    answers: [null, null, null],
    use_localStorage: false,
    saved_to: 'server',
    questions: [0, 1, 2].map(() => ({ tried: [], settled: false, correct: false })),
    ...over,
  };
}

const run = (state: QuizState, ...events: QuizEvent[]) => events.reduce(quizReducer, state);

describe('the quiz machine', () => {
  it('keeps Next disabled until an answer is chosen, then sends it', () => {
    const s = initialQuiz(3, null);
    expect(nextAction(s)).toEqual({ kind: 'none' });
    expect(nextLabel(s)).toBe('Next');
    const chosen = run(s, { type: 'select', option: 2 });
    expect(nextAction(chosen)).toEqual({ kind: 'check', option: 2 });
    expect(run(chosen, { type: 'sending' }).pending).toBe(true);
    expect(nextAction(run(chosen, { type: 'sending' }))).toEqual({ kind: 'none' });
  });

  it('shows the hint after a first wrong answer and stays; Next then only dismisses it', () => {
    const s = run(
      initialQuiz(3, null),
      { type: 'select', option: 2 },
      { type: 'sending' },
      {
        type: 'checked',
        result: wrong([2]),
      },
    );
    expect(s.current).toBe(0);
    expect(s.questions[0]).toMatchObject({
      hint: true,
      locked: false,
      explanation: 'The policy says within 24 hours.',
    });
    expect(nextAction(s)).toEqual({ kind: 'dismissHint' });
    const dismissed = run(s, { type: 'dismissHint' });
    expect(dismissed.current).toBe(0);
    expect(dismissed.questions[0]?.hint).toBe(false);
    // The option already tried cannot be chosen again; another can.
    expect(run(dismissed, { type: 'select', option: 2 }).selected[0]).toBe(2);
    expect(nextAction(run(dismissed, { type: 'select', option: 2 }))).toEqual({ kind: 'none' });
    expect(nextAction(run(dismissed, { type: 'select', option: 0 }))).toEqual({ kind: 'check', option: 0 });
  });

  it('locks the question after a second wrong answer, with the correct option; Next moves on', () => {
    const s = run(
      initialQuiz(3, null),
      { type: 'select', option: 2 },
      { type: 'checked', result: wrong([2]) },
      { type: 'select', option: 3 },
      { type: 'checked', result: wrong([2, 3]) },
    );
    expect(s.questions[0]).toMatchObject({ locked: true, hint: false, correctOption: 1 });
    expect(s.current).toBe(0);
    expect(run(s, { type: 'select', option: 1 }).selected[0]).toBe(3);
    expect(nextAction(s)).toEqual({ kind: 'advance' });
    expect(run(s, { type: 'advance' }).current).toBe(1);
  });

  it('clears the wrong flags on a correct answer and moves to the next question', () => {
    const s = run(
      initialQuiz(3, null),
      { type: 'select', option: 2 },
      { type: 'checked', result: wrong([2]) },
      { type: 'select', option: 1 },
      { type: 'checked', result: right([2, 1]) },
    );
    expect(s.questions[0]).toMatchObject({ correct: true, hint: false, locked: false });
    expect(s.current).toBe(1);
    expect(run(s, { type: 'previous' }).current).toBe(0);
    expect(run(s, { type: 'previous' }, { type: 'previous' }).current).toBe(0);
  });

  it('finishes on the last question with the rounded score, then reviews and wraps Next to question 1', () => {
    let s = initialQuiz(3, null);
    s = run(s, { type: 'select', option: 1 }, { type: 'checked', result: right([1]) });
    s = run(
      s,
      { type: 'select', option: 0 },
      { type: 'checked', result: wrong([0]) },
      { type: 'select', option: 2 },
      {
        type: 'checked',
        result: wrong([0, 2]),
      },
    );
    s = run(s, { type: 'advance' });
    expect(nextLabel(s)).toBe('Finish Quiz');
    s = run(s, { type: 'select', option: 1 }, { type: 'checked', result: right([1]) });
    expect(s.current).toBe(2);
    expect(nextAction(s)).toEqual({ kind: 'finish', score: 67 });

    const done = run(s, {
      type: 'finished',
      progress: progress({
        completed: true,
        score: 67,
        questions: [
          { tried: [1], settled: true, correct: true, correctOption: 1, explanation: 'a' },
          { tried: [0, 2], settled: true, correct: false, correctOption: 1, explanation: 'b' },
          { tried: [1], settled: true, correct: true, correctOption: 1, explanation: 'c' },
        ],
      }),
    });
    expect(done).toMatchObject({ phase: 'results', score: 67 });
    const review = run(done, { type: 'reviewQuestions' });
    expect(review).toMatchObject({ phase: 'review', current: 0 });
    expect(run(review, { type: 'select', option: 3 }).selected[0]).toBe(1);
    expect(nextAction(review)).toEqual({ kind: 'advance' });
    const last = run(review, { type: 'advance' }, { type: 'advance' });
    expect(nextLabel(last)).toBe('Review Results');
    expect(nextAction(last)).toEqual({ kind: 'showResults' });
    expect(run(last, { type: 'advance' }).current).toBe(0);
    expect(run(last, { type: 'showResults' }).phase).toBe('results');
  });

  it('does not finish while a question is still open', () => {
    const s = run(
      initialQuiz(2, null),
      { type: 'advance' },
      { type: 'select', option: 1 },
      {
        type: 'checked',
        result: right([1]),
      },
    );
    expect(s.current).toBe(1);
    expect(nextAction(s)).toEqual({ kind: 'none' });
  });

  it('restarts with nothing answered, at question 1', () => {
    const done = initialQuiz(3, progress({ completed: true, score: 100 }));
    expect(done.phase).toBe('results');
    const again = run(done, { type: 'restarted', progress: progress() });
    expect(again).toMatchObject({
      phase: 'answering',
      current: 0,
      score: null,
      selected: [null, null, null],
    });
  });

  it('resumes from the server where the user was', () => {
    const s = initialQuiz(
      3,
      progress({
        questions: [
          { tried: [1], settled: true, correct: true, correctOption: 1, explanation: 'a' },
          { tried: [0], settled: false, correct: false, explanation: 'b' },
          { tried: [], settled: false, correct: false },
        ],
      }),
    );
    expect(s.current).toBe(1);
    expect(s.questions[1]).toMatchObject({ tried: [0], hint: false, locked: false });
    expect(s.selected).toEqual([1, null, null]);
  });
});
