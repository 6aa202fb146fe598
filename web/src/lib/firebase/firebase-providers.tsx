import type { ReactNode } from 'react';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import { firebaseApp } from './app';
import { firebaseAuth } from './auth';
import { firebaseFirestore } from './firestore';
import { firebaseFunctions } from './functions';
import { firebaseStorage } from './storage';

/**
 * The Firebase instances for everything behind sign-in, through reactfire (non-suspense).
 * Each is the app's one instance of that product, made by its module here
 * (emulator wiring, Firestore's persistent cache), so code outside React (callable
 * wrappers, file reads) and hooks under these providers share it.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>
        <FirestoreProvider sdk={firebaseFirestore()}>
          <StorageProvider sdk={firebaseStorage()}>
            <FunctionsProvider sdk={firebaseFunctions()}>{children}</FunctionsProvider>
          </StorageProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
