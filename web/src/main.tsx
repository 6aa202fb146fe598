import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PreviewGate } from './features/preview-gate/preview-gate';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreviewGate>
      <App />
    </PreviewGate>
  </StrictMode>,
);
