import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from './config';

/** The one Firebase app instance. Cheap: firebase/app is tiny. */
export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseOptions);
}
