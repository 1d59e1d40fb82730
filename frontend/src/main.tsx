// Browser entry: start loading the runtime configuration and the code of the page the app opens on, then render at
// once (header and footer first, the page as soon as its code is in) without waiting for either.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { preloadRoute } from '@/app/router';
import { prefetchRuntimeConfig } from '@/lib/runtime-config';
import './index.css';

prefetchRuntimeConfig();
void preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
