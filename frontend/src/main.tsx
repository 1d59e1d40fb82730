// Browser entry: start loading the runtime configuration, then render the app without waiting for it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { prefetchRuntimeConfig } from '@/lib/runtime-config';
import './index.css';

prefetchRuntimeConfig();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
