import { configure } from '@testing-library/react';

// Screens are lazy chunks that Vite transforms on first import; on a busy two-core CI machine that can take
// longer than Testing Library's 1 s default, so waits allow 5 s before a screen counts as missing.
configure({ asyncUtilTimeout: 5_000 });
