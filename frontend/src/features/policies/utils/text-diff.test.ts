import { describe, expect, it } from 'vitest';
import { diffTexts } from './text-diff';

describe('diffTexts', () => {
  it('shows an edited line word by word, with unchanged lines folded around it', () => {
    const before = [
      '# Falls',
      '',
      'Line one',
      'Line two',
      'Line three',
      'Report within 24 hours.',
      'Tail',
    ].join('\n');
    const after = before.replace('24 hours', '12 hours');
    const parts = diffTexts(before, after);
    expect(parts.slice(0, 2)).toEqual([
      { kind: 'folded', count: 3 },
      { kind: 'same', lines: ['Line two', 'Line three'] },
    ]);
    const changed = parts.find((p) => p.kind === 'changed');
    expect(changed).toEqual({
      kind: 'changed',
      removed: [
        { text: 'Report within ', changed: false },
        { text: '24', changed: true },
        { text: ' hours.', changed: false },
      ],
      added: [
        { text: 'Report within ', changed: false },
        { text: '12', changed: true },
        { text: ' hours.', changed: false },
      ],
    });
    expect(parts.at(-1)).toEqual({ kind: 'same', lines: ['Tail'] });
  });

  it('lists added and removed blocks', () => {
    const parts = diffTexts('A\nB\n', 'A\nC\nD\n');
    expect(parts).toEqual([
      { kind: 'same', lines: ['A'] },
      { kind: 'removed', lines: ['B'] },
      { kind: 'added', lines: ['C', 'D'] },
    ]);
  });

  it('has nothing but unchanged text for equal versions', () => {
    expect(diffTexts('Same\n', 'Same\n')).toEqual([{ kind: 'same', lines: ['Same'] }]);
  });
});
