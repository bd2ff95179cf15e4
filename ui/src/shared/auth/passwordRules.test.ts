import { describe, expect, it } from 'vitest';
import { passwordChangeProblem, passwordTooShort } from './passwordRules';

describe('passwordChangeProblem', () => {
  it('refuses a confirmation that differs, even by case or a space', () => {
    expect(passwordChangeProblem('correct horse', 'correct hors')).toBe('mismatch');
    expect(passwordChangeProblem('Secret123', 'secret123')).toBe('mismatch');
    expect(passwordChangeProblem('Secret123', 'Secret123 ')).toBe('mismatch');
  });

  it('lets an equal pair through and leaves length to the server', () => {
    expect(passwordChangeProblem('correct horse', 'correct horse')).toBeNull();
    expect(passwordChangeProblem('short', 'short')).toBeNull();
  });
});

describe('passwordTooShort', () => {
  it('counts characters, not bytes, against the server minimum of 8', () => {
    expect(passwordTooShort('1234567')).toBe(true);
    expect(passwordTooShort('12345678')).toBe(false);
    expect(passwordTooShort('пароль12')).toBe(false);
    expect(passwordTooShort('🔑🔑🔑🔑🔑🔑🔑')).toBe(true);
  });
});
