import { describe, expect, it } from 'vitest';
import { smtpConfigFrom, smtpTransportOptions } from './smtp-mail';

const options = (host: string, port: string) =>
  smtpTransportOptions(smtpConfigFrom({ host, port, user: 'u', password: 'p' })!);

describe('smtpTransportOptions', () => {
  it('requires STARTTLS on a remote submission port, never falling back to clear text', () => {
    expect(options('smtp.example.com', '587')).toMatchObject({
      secure: false,
      requireTLS: true,
    });
    expect(options('smtp.example.com', '587')).not.toHaveProperty('ignoreTLS');
  });

  it('uses TLS from the first byte on 465', () => {
    const tls = options('smtp.example.com', '465');
    expect(tls).toMatchObject({ secure: true });
    expect(tls).not.toHaveProperty('ignoreTLS');
  });

  it('speaks plain SMTP only to a catcher on this machine', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      expect(options(host, '1025')).toMatchObject({ ignoreTLS: true, secure: false });
    expect(options('127.0.0.1', '1025')).not.toHaveProperty('requireTLS');
  });
});
