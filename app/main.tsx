import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MinimalApp } from './minimal/MinimalApp';

// A placeholder until the real web app lands: just enough to sign in against the API.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
document.body.style.margin = '0';
createRoot(root).render(
  <StrictMode>
    <MinimalApp />
  </StrictMode>,
);
