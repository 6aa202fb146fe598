/**
 * App Check: every callable refuses requests without an App Check token in production,
 * and the README's deploy steps turn on enforcement for Firestore and Storage. So the
 * app attests itself with reCAPTCHA Enterprise before it first talks to any of them.
 *
 * Never against the emulators (they cannot verify tokens offline, and the functions
 * there do not enforce), and never without a site key (`VITE_RECAPTCHA_ENTERPRISE_SITE_KEY`,
 * README "Deploy").
 */
import { initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';
import { appCheckSiteKey, useEmulators } from './config';

let instance: AppCheck | null | undefined;

/** Whether this build attests itself, from its configuration alone. */
export function appCheckWanted(siteKey: string | undefined, emulators: boolean): boolean {
  return !emulators && Boolean(siteKey);
}

/** Initialises App Check once (null when this build does not use it). */
export function ensureAppCheck(): AppCheck | null {
  if (instance === undefined) {
    instance = appCheckWanted(appCheckSiteKey, useEmulators)
      ? initializeAppCheck(firebaseApp(), {
          provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey as string),
          isTokenAutoRefreshEnabled: true,
        })
      : null;
  }
  return instance;
}
