/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set per Vitest project so the story tests run in each brand theme. */
  readonly STORYBOOK_THEME?: string;
}
