// The quiz player with the keyboard, against a stand-in of the training API that checks answers as the server does:
// the options are a radio group (arrow keys move the choice, nothing is sent until Next), focus moves to the next
// question, a wrong answer shows the hint, and the results are announced.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModuleProgress, TrainingModule } from '@shared/contracts/training';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { QuizPlayer } from './quiz-player';

const ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const KEY = [1, 2];

const module: TrainingModule = {
  id: ID,
  title: 'Incident reporting',
  description: 'Test your knowledge on this policy.',
  questionCount: 2,
  policyId: 'p1',
  policyTitle: 'Incident Management Policy',
  policyVersion: 1,
  policyChanged: false,
  policyDeleted: false,
  createdAt: '2026-11-24T00:00:00.000Z',
  standing: { completed: false, score: null, completedAt: null, attempts: 0, passed: false },
  questions: [
    {
      question: 'How soon is a Priority 1 incident reported?',
      options: ['48 hours', '24 hours', '72 hours', '7 days'],
    },
    {
      question: 'Who investigates each incident?',
      options: ['the Board', 'a volunteer', 'the Clinical Care Manager', 'the family'],
    },
  ],
};

function api() {
  const tried: number[][] = [[], []];
  let finished = false;
  const state = (i: number) => {
    const t = tried[i] ?? [];
    const correct = t.includes(KEY[i] ?? -1);
    const settled = correct || t.length >= 2 || finished;
    return {
      tried: t,
      settled,
      correct,
      ...(settled || t.length ? { explanation: 'The policy says so.' } : {}),
      ...(settled ? { correctOption: KEY[i] } : {}),
    };
  };
  const progress = (): ModuleProgress => ({
    exists: true,
    module_id: ID,
    module_name: module.title,
    completed: finished,
    score: finished ? 100 : 0,
    completed_at: finished ? '2026-11-24T01:00:00.000Z' : null,
    completedAt: finished ? '2026-11-24T01:00:00.000Z' : null,
    answers: tried.map((t) => t.at(-1) ?? null),
    use_localStorage: false,
    saved_to: 'server',
    questions: [state(0), state(1)],
  });
  const answers: Array<{ questionIndex: number; option: number }> = [];
  mockApi({
    [`GET /api/training/modules/${ID}`]: () => jsonResponse(200, module),
    [`GET /api/training/progress/${ID}`]: () => jsonResponse(200, progress()),
    [`POST /api/training/modules/${ID}/answer`]: (r) => {
      const body = r.body as { questionIndex: number; option: number };
      answers.push(body);
      tried[body.questionIndex]?.push(body.option);
      const s = state(body.questionIndex);
      return jsonResponse(200, { correct: s.correct, state: s, attemptsLeft: s.settled ? 0 : 1 });
    },
    [`POST /api/training/progress/${ID}`]: () => {
      finished = true;
      return jsonResponse(200, progress());
    },
  });
  return { answers };
}

describe('the quiz player', () => {
  it('is answered with the keyboard: arrows choose, Next sends, focus follows the question', async () => {
    const { answers } = api();
    const { user } = renderWithProviders(<QuizPlayer id={ID} />);
    await screen.findByText('Question 1 of 2');
    const next = screen.getByRole('button', { name: /^Next/ });
    expect(next).toBeDisabled();

    // Into the radio group, then arrow keys move the choice: nothing is sent yet.
    const radios = screen.getAllByRole('radio');
    radios[0]?.focus();
    await user.keyboard(' ');
    expect(radios[0]).toBeChecked();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(radios[2]).toBeChecked();
    expect(answers).toEqual([]);

    // A wrong answer: the hint, and the user stays.
    await user.click(next);
    expect(await screen.findByText('Not quite')).toBeInTheDocument();
    expect(answers).toEqual([{ questionIndex: 0, option: 2 }]);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();

    // The right one: on to question 2, with focus on its heading.
    await user.click(screen.getAllByRole('radio')[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    const heading = await screen.findByRole('heading', { name: 'Who investigates each incident?' });
    await waitFor(() => expect(heading).toHaveFocus());

    // The last question right finishes the quiz, and the result is announced.
    await user.click(screen.getAllByRole('radio')[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Module Completed' })).toBeInTheDocument();
    expect(screen.getByText('You correctly answered 2 out of 2 questions')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toMatch(
      /Module finished: 100%, passed\./,
    );
  });

  it('shows Module Not Found with a way back when the module cannot be loaded', async () => {
    mockApi({
      [`GET /api/training/modules/${ID}`]: () => jsonResponse(404, { message: 'Training module not found.' }),
      [`GET /api/training/progress/${ID}`]: () =>
        jsonResponse(404, { message: 'Training module not found.' }),
    });
    renderWithProviders(<QuizPlayer id={ID} />);
    expect(await screen.findByRole('heading', { name: 'Module Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Training Modules' })).toBeInTheDocument();
  });
});
