// The password checklist agrees with the user pool's policy (8+ characters, upper, lower, number, symbol).
import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passwordChecks } from './password-policy';

const unmet = (password: string) =>
  passwordChecks(password)
    .filter((c) => !c.met)
    .map((c) => c.rule.id);

describe('password policy', () => {
  it('names each rule a password misses', () => {
    expect(unmet('')).toEqual(['length', 'upper', 'lower', 'number', 'symbol']);
    expect(unmet('abcdefgh')).toEqual(['upper', 'number', 'symbol']);
    expect(unmet('Abcdefg1')).toEqual(['symbol']);
    expect(unmet('Abc1!')).toEqual(['length']);
  });

  it("accepts Cognito's symbols, and an inner space, but not letters from other alphabets as symbols", () => {
    expect(meetsPasswordPolicy('Abcdefg1^')).toBe(true);
    expect(meetsPasswordPolicy('Abcd efg1')).toBe(true);
    expect(meetsPasswordPolicy('Abcdefg1é')).toBe(false);
    expect(meetsPasswordPolicy('Abcdefg1 ')).toBe(false);
  });
});
