// The relevance rule on the cases that shape it: what the title names, sentences that say what an update does not
// cover, updates for every provider, emergencies, and states tied to providers rather than named in passing.
import { describe, expect, it } from 'vitest';
import { relevanceFor, updateScope } from './relevance';

describe('what an update is about', () => {
  it('reads the settings its title and summary name', () => {
    expect(
      updateScope({
        title: 'AN-ACC price to rise from 1 October',
        summary: 'The price rises for every class.',
      }).settings,
    ).toEqual(['residential']);
    expect(
      updateScope({
        title: 'Quarterly budgets: carryover rules',
        summary: 'Participants can carry over up to $1,000 into the next quarter.',
      }).settings,
    ).toEqual(['support-at-home']);
  });

  it('leaves out sentences that say what it does not cover, or give an example', () => {
    const respite = updateScope({
      title: "Respite in an aged care home: what's changed",
      summary:
        'Short-term restorative care is now part of Support at Home, but respite in a home has not moved.',
    });
    expect(respite.settings).toEqual(['residential']);
    const tax = updateScope({
      title: 'Payroll tax ruling on contractors',
      summary:
        'Providers that engage contractors may be affected, for example home care workers on platforms.',
    });
    expect(tax.settings).toBe('all');
  });

  it('is about everyone when it says so, names three settings, or is an emergency', () => {
    expect(
      updateScope({
        title: 'Statement of Rights guidance',
        summary: 'It applies to residential care, home care and CHSP providers alike.',
      }).settings,
    ).toBe('all');
    expect(
      updateScope({
        title: 'Cyber incident at a Queensland home care provider prompts warning',
        summary: 'The department urges all aged care providers to turn on multi-factor authentication.',
      }),
    ).toEqual({ settings: 'all', states: 'all' });
    expect(
      updateScope({
        title: 'Floods in the Northern Rivers',
        summary: 'All aged care providers in affected areas of New South Wales should activate their plans.',
        tags: ['emergency'],
      }),
    ).toEqual({ settings: 'all', states: ['NSW'] });
  });

  it('counts a state tied to providers, not one named in passing', () => {
    expect(
      updateScope({
        title: 'Worker screening: what we heard',
        summary:
          'Consultations were held in Melbourne, Perth and Darwin. Someone in regional NSW told us more.',
      }).states,
    ).toBe('all');
    expect(
      updateScope({
        title: 'Workforce pilot now recruiting',
        summary: 'Providers operating in the Northern Territory can join a two-year pilot.',
      }).states,
    ).toEqual(['NT']);
    expect(
      updateScope({
        title: 'myID for providers, starting in Victoria',
        summary: 'Victorian providers move first, followed by the other states and territories.',
      }).states,
    ).toBe('all');
  });
});

describe('relevance for a provider', () => {
  const minutes = {
    title: 'Care minute targets for the March quarter',
    summary: "Each home's targets are out.",
  };

  it('is always relevant to a provider that has not said what it delivers or where', () => {
    expect(relevanceFor(minutes, null)).toEqual({ relevant: true });
    expect(relevanceFor(minutes, {})).toEqual({ relevant: true });
  });

  it('sets aside an update about other services or other states, with the reason', () => {
    expect(relevanceFor(minutes, { serviceSettings: ['support-at-home', 'chsp'] })).toEqual({
      relevant: false,
      reason: 'This update is about Residential care only.',
    });
    expect(relevanceFor(minutes, { serviceSettings: ['residential', 'chsp'] })).toEqual({ relevant: true });
    const pilot = {
      title: 'Workforce pilot now recruiting',
      summary: 'Providers operating in the Northern Territory can join a two-year pilot.',
    };
    expect(relevanceFor(pilot, { states: ['VIC', 'TAS'] })).toEqual({
      relevant: false,
      reason: 'This update concerns providers in Northern Territory only.',
    });
    expect(relevanceFor(pilot, { states: ['NT'] })).toEqual({ relevant: true });
  });
});
