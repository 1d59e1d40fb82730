import { describe, expect, it } from 'vitest';
import { chunkPolicy } from './chunk';

import { LibraryIndex, retrieve } from './library-index';

const falls = {
  id: 'falls',
  title: 'Falls Prevention',
  categoryId: 'clinical',
  version: 1,
  content: [
    '# Falls Prevention',
    '',
    '## Assessment',
    '',
    'Every resident is assessed for falls risk within 24 hours of entry.',
    '',
    '## After a fall',
    '',
    'The registered nurse checks the resident before they are moved.',
    'The GP is notified within 2 hours.',
  ].join('\n'),
};
const privacy = {
  id: 'privacy',
  title: 'Privacy and Records',
  categoryId: 'governance',
  version: 1,
  content: '# Privacy\n\n## Retention\n\nHealth records are kept for 7 years after a resident leaves.',
};

describe('chunkPolicy', () => {
  it('makes one chunk per section, with its heading path', () => {
    const chunks = chunkPolicy(falls);
    expect(chunks.map((c) => [c.heading, c.headingPath])).toEqual([
      ['Assessment', ['Falls Prevention', 'Assessment']],
      ['After a fall', ['Falls Prevention', 'After a fall']],
    ]);
    expect(chunks[1]?.text).toBe(
      'The registered nurse checks the resident before they are moved.\nThe GP is notified within 2 hours.',
    );
  });

  it('cites a section under a bold label at the markdown heading above it, which a rendered policy can open at', () => {
    const content = [
      '# Complaints',
      '',
      '#### 4.1 Acknowledging a complaint',
      '',
      '**What we do**',
      'We acknowledge every complaint within two business days.',
      '',
      '**Who does it**',
      'The Feedback Officer sends the acknowledgement.',
    ].join('\n');
    expect(
      chunkPolicy({ id: 'c', title: 'Complaints', content }).map((c) => [c.heading, c.headingPath]),
    ).toEqual([
      ['4.1 Acknowledging a complaint', ['Complaints', '4.1 Acknowledging a complaint', 'What we do']],
      ['4.1 Acknowledging a complaint', ['Complaints', '4.1 Acknowledging a complaint', 'Who does it']],
    ]);
  });

  it('cuts a long section into overlapping windows', () => {
    const content = `## Steps\n\n${Array.from({ length: 20 }, (_, i) => `Step ${i + 1} is done by the nurse on duty.`).join('\n\n')}`;
    const chunks = chunkPolicy({ id: 'p', title: 'P', content });
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((c) => c.text.split('\n').length <= 8)).toBe(true);
    expect(chunks[1]?.text.split('\n')[0]).toBe(chunks[0]?.text.split('\n').at(-1));
  });
});

describe('LibraryIndex', () => {
  it('finds the section that answers, by stemmed words and synonyms', () => {
    const index = LibraryIndex.build([falls, privacy]);
    expect(index.search('How soon must the doctor be told after someone falls?')[0]?.heading).toBe(
      'After a fall',
    );
    expect(index.search('How long do we retain health records?')[0]?.policyId).toBe('privacy');
  });

  it('searches only the policies in scope', () => {
    const index = LibraryIndex.build([falls, privacy]);
    expect(
      index
        .search('records kept 7 years', { policyIds: new Set(['falls']) })
        .every((h) => h.policyId === 'falls'),
    ).toBe(true);
  });

  it('replaces and removes a policy, and survives a round trip through JSON', () => {
    const index = LibraryIndex.build([falls, privacy], 3);
    index.setPolicy({
      ...falls,
      version: 2,
      content: '## After a fall\n\nThe GP is notified within 30 minutes.',
    });
    const edited = {
      ...falls,
      version: 2,
      content: '## After a fall\n\nThe GP is notified within 30 minutes.',
    };
    expect(retrieve(index, [edited, privacy], 'GP notified')[0]?.text).toContain('30 minutes');
    expect(index.search('assessed on entry').some((h) => h.policyId === 'falls')).toBe(false);

    const copy = LibraryIndex.fromJSON(index.toJSON());
    expect(copy?.rev).toBe(3);
    expect(copy && retrieve(copy, [edited, privacy], 'GP notified')[0]?.text).toContain('30 minutes');
    copy?.removePolicy('falls');
    expect(copy?.search('GP notified')).toEqual([]);
    expect(copy?.policies.has('falls')).toBe(false);
    expect(copy?.idf('gp')).toBeGreaterThan(0);
  });

  it('refuses an index written in an older format (it is rebuilt instead)', () => {
    const json = JSON.parse(LibraryIndex.build([falls]).toJSON()) as Record<string, unknown>;
    expect(LibraryIndex.fromJSON(JSON.stringify({ ...json, format: 1 }))).toBeNull();
  });
});
