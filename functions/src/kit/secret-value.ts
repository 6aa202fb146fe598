/**
 * An optional secret's value, trimmed, '' when unset: read from the environment first, since
 * `.value()` of an unset secret logs a warning (Places and QuickBooks run without their keys).
 */
export function secretValue(secret: { name: string; value(): string }): string {
  return process.env[secret.name] ? secret.value().trim() : '';
}
