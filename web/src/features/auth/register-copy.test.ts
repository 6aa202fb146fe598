import { describe, expect, it } from 'vitest';
import { emailFromQuery, roleFromQuery } from './register-copy';

describe('the register page’s query', () => {
  it('fills the email from ?email= (the transfer invitation’s link) only when it is one', () => {
    expect(emailFromQuery('una%40home.example')).toBe('');
    expect(emailFromQuery('una@home.example')).toBe('una@home.example');
    expect(emailFromQuery(' Una@Home.Example ')).toBe('Una@Home.Example'.trim());
    expect(emailFromQuery('not an email')).toBe('');
    expect(emailFromQuery(`${'a'.repeat(300)}@x.example`)).toBe('');
    expect(emailFromQuery(null)).toBe('');
    expect(roleFromQuery('homeowner')).toBe('homeowner');
  });
});
