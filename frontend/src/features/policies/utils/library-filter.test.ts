import { describe, expect, it } from 'vitest';
import { filterLibrary } from './library-filter';

const categories = [
  { name: 'Clinical Care', description: 'Medication and wounds' },
  { name: 'Governance', description: null },
];
const policies = [
  { title: 'Falls Prevention', content: 'Residents are assessed for FALLS risk on entry.' },
  { title: 'Privacy', content: 'Personal information is kept confidential.' },
];

describe('filterLibrary', () => {
  it('matches category names and descriptions, policy titles and content, ignoring case', () => {
    expect(filterLibrary(categories, policies, 'MEDICATION').categories.map((c) => c.name)).toEqual([
      'Clinical Care',
    ]);
    expect(filterLibrary(categories, policies, 'governance').categories.map((c) => c.name)).toEqual([
      'Governance',
    ]);
    expect(filterLibrary(categories, policies, 'falls').policies.map((p) => p.title)).toEqual([
      'Falls Prevention',
    ]);
    expect(filterLibrary(categories, policies, 'confidential').policies.map((p) => p.title)).toEqual([
      'Privacy',
    ]);
  });

  it('shows everything for a blank search and nothing for a miss', () => {
    expect(filterLibrary(categories, policies, '   ')).toEqual({ categories, policies });
    expect(filterLibrary(categories, policies, 'parking')).toEqual({ categories: [], policies: [] });
  });
});
