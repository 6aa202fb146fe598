import { createContext } from 'react';

/** Where a sidebar part is rendered: the desktop panel or the phone sheet. */
export const SurfaceContext = createContext<'panel' | 'sheet'>('panel');
