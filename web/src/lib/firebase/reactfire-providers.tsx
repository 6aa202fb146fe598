import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider } from 'reactfire';
import { firebaseApp } from './app';
import { firebaseAuth } from './auth';
import { firebaseFirestore } from './firestore';
import { firebaseFunctions } from './functions';

/**
 * reactfire providers for the signed-in area, in non-suspense mode (reactfire
 * 4.2.x resumes suspense with a stale value on React 19). Loaded only by the
 * signed-in route chunks, so public pages never pull Firestore in.
 * reactfire hooks still throw on errors: every panel using them sits inside an
 * error boundary.
 */
export function FirebaseDataProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()} suspense={false}>
      <AuthProvider sdk={firebaseAuth()}>
        <FirestoreProvider sdk={firebaseFirestore()}>
          <FunctionsProvider sdk={firebaseFunctions()}>{children}</FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
