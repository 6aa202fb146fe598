import { describe, expect, it } from 'vitest';
import { APP_LINKS, appLink } from './app-links';

describe('app links', () => {
  it('puts a path on the origin, with or without its trailing slash', () => {
    expect(appLink('https://homeledger.app/', APP_LINKS.dashboard)).toBe(
      'https://homeledger.app/dashboard',
    );
    expect(appLink('http://127.0.0.1:5002', APP_LINKS.login)).toBe('http://127.0.0.1:5002/login');
  });

  it('encodes what it is given', () => {
    expect(APP_LINKS.propertyMaintenance('a/b c')).toBe('/property/a%2Fb%20c?tab=maintenance');
    expect(APP_LINKS.unsubscribe('x+y=')).toBe('/unsubscribe?token=x%2By%3D');
    expect(APP_LINKS.calendarFeed('tok_1')).toBe('/calendar/tok_1.ics');
  });
});
