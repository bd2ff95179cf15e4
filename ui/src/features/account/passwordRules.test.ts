import { describe, expect, it } from 'vitest';
import { passwordChangeProblem } from './passwordRules';

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
