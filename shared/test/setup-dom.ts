import '@testing-library/jest-dom/vitest';
import './jsdom-label-control';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A whole react-admin app renders in these tests; on a loaded 2-core CI machine its first screen can take
// longer than testing-library's 1 s default to appear. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
