// The evaluation checks must be able to fail: each test feeds them a bad output and expects it to be caught.
import { describe, expect, it } from 'vitest';
import { checkAssessment, checkQuiz, checkSummary, countSentences, policyLines } from './checks';

const POLICY = `# Incidents

Staff must:
- report incidents to the Registered Nurse within 24 hours.

| Priority | Timeframe |
|---|---|
| Priority 2 | 30 days |
`;

describe('checkQuiz', () => {
  it('counts a question as answerable only when a line supporting it holds the correct option', () => {
    const good = { question: 'According to the policy, staff must report incidents to the Registered Nurse within what timeframe?', options: ['24 hours', '12 hours', '48 hours', '7 days'], correctAnswer: 0 };
    const wrongKey = { ...good, correctAnswer: 1 };
    const offTopic = { question: 'What colour are the uniforms?', options: ['24 hours', 'red', 'blue', 'green'], correctAnswer: 0 };
    const r = checkQuiz([good, wrongKey, offTopic], POLICY, 5);
    expect(r).toMatchObject({ produced: 3, requested: 5, answerable: 1, appears: 2 });
  });

  it('finds duplicate questions and repeated options', () => {
    const q = { question: 'Staff must report incidents to the Registered Nurse within what timeframe?', options: ['24 hours', '24 Hours', '30 days', '1 day'], correctAnswer: 0 };
    const r = checkQuiz([q, q], POLICY, 2);
    expect(r.duplicates).toBe(1);
    expect(r.distinctOptions).toBe(0);
  });

  it('reads list items with their lead-in', () => {
    expect(policyLines(POLICY)).toContain('staff must report incidents to the registered nurse within 24 hours');
  });
});

describe('checkAssessment', () => {
  it('counts a pair as wrong when the lacking requirement scores higher or is missing', () => {
    const sections = [
      { id: 'complaints', score: 80, explanation: 'x', suggestions: [] },
      { id: 'records', score: 90, explanation: '', suggestions: [] },
      { id: 'rights', score: 30, explanation: 'x', suggestions: [] },
    ];
    const r = checkAssessment(sections, ['complaints'], ['records', 'whistleblower']);
    expect(r).toMatchObject({ pairs: 2, orderedPairs: 0, missing: ['whistleblower'], sectionsWithExplanation: 2, lowSections: 1, lowSectionsWithSuggestion: 0 });
    // Left out as outside the policy's topic, a lacking requirement is not credited: its pair is ordered.
    expect(checkAssessment(sections, ['complaints'], ['whistleblower'], ['whistleblower'])).toMatchObject({ pairs: 1, orderedPairs: 1, missing: [] });
  });
});

describe('checkSummary', () => {
  it('catches a lost link, a missing key fact, a wrong date and an over-long summary', () => {
    const r = checkSummary(
      { title: 'Rules', summary: 'One sentence only', whatChanged: 'New.', impact: 'low', url: 'https://other.example', effectiveDate: '2026-04-02' },
      { url: 'https://legislation.gov.au/x', keyFacts: ['Aged Care Rules 2026'], effectiveDate: '2026-04-01', impact: 'high' },
    );
    expect(r).toMatchObject({ keyFactsFound: 0, sentences: 1, sentencesInBounds: false, urlKept: false, effectiveDateRight: false, impactAgrees: false });
  });

  it('counts sentences without splitting on abbreviations', () => {
    expect(countSentences('The Commission has published “Bulletin 52”. It covers e.g. food. From 1 May 2026, providers must claim separately.')).toBe(3);
  });
});
