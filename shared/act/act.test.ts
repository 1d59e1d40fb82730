import { describe, expect, it } from 'vitest';
import { ACT_COMMENCED_ISO, ACT_COUNTDOWN_TARGET } from '../constants';
import {
  ACT_PLANNED_START_ISO_DATE,
  ACT_REQUIREMENT_IDS,
  ACT_REQUIREMENTS,
  ACT_TIMELINE,
  formatCitation,
  getActRequirement,
  isActInEffect,
} from './index';

describe('Act reference data', () => {
  it('has unique ids, and every related id exists', () => {
    expect(new Set(ACT_REQUIREMENT_IDS).size).toBe(ACT_REQUIREMENTS.length);
    for (const r of ACT_REQUIREMENTS) {
      for (const id of r.related) expect(getActRequirement(id), `${r.id} -> ${id}`).toBeDefined();
    }
  });

  it('covers the requirements of the reference facts', () => {
    for (const id of ['rights', 'principles', 'code-of-conduct', 'statutory-duty', 'due-diligence', 'whistleblower', 'complaints', 'incidents', 'restrictive-practices', 'records', 'privacy']) {
      expect(ACT_REQUIREMENT_IDS).toContain(id);
    }
    for (let n = 1; n <= 7; n++) expect(ACT_REQUIREMENT_IDS).toContain(`standard-${n}`);
  });

  it('gives every element evidence and an actionable suggestion', () => {
    for (const r of ACT_REQUIREMENTS) {
      expect(r.elements.length, r.id).toBeGreaterThan(0);
      expect(r.anchors.length, r.id).toBeGreaterThan(0);
      for (const e of r.elements) {
        expect(e.evidence.length, e.id).toBeGreaterThan(0);
        expect(e.weight, e.id).toBeGreaterThan(0);
        expect(e.suggestion, e.id).toMatch(/^[A-Z].*\.$/);
        for (const p of e.evidence) expect(p, e.id).toMatch(/^[=a-z0-9][a-z0-9 '*&=.-]*$/);
      }
    }
    const elementIds = ACT_REQUIREMENTS.flatMap((r) => r.elements.map((e) => e.id));
    expect(new Set(elementIds).size).toBe(elementIds.length);
  });

  it('marks unconfirmed citations, with a note, and shows them as unconfirmed', () => {
    const unconfirmed = ACT_REQUIREMENTS.filter((r) => !r.citationConfirmed);
    expect(unconfirmed.map((r) => r.id)).toEqual(expect.arrayContaining(['code-of-conduct', 'statutory-duty', 'due-diligence', 'whistleblower', 'records']));
    for (const r of unconfirmed) {
      expect(r.citationNote, r.id).toBeTruthy();
      expect(formatCitation(r)).toBe(`${r.citation}, section number not confirmed`);
    }
    const rights = getActRequirement('rights');
    expect(rights && formatCitation(rights)).toBe('Aged Care Act 2024 (Cth) ss 23-24');
  });

  it('keeps the commencement facts in step with the shared constants', () => {
    expect(ACT_PLANNED_START_ISO_DATE).toBe(`${ACT_COUNTDOWN_TARGET.year}-0${ACT_COUNTDOWN_TARGET.month}-0${ACT_COUNTDOWN_TARGET.day}`);
    expect(ACT_PLANNED_START_ISO_DATE).toBe('2025-07-01');
    expect(ACT_TIMELINE.at(-1)?.date).toBe('2025-11-01');
    expect(ACT_TIMELINE.map((f) => f.date)).toEqual([...ACT_TIMELINE.map((f) => f.date)].sort());
  });

  it('knows when the Act is in effect', () => {
    expect(isActInEffect(new Date('2025-10-31T12:00:00+11:00'))).toBe(false);
    expect(isActInEffect(new Date(ACT_COMMENCED_ISO))).toBe(true);
  });
});
