// The one state behind the exported `handlers` (Storybook, and tests that do not make their own).
import { createMockState } from './state.ts';

export const mockState = createMockState();
