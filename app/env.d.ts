interface ImportMetaEnv {
  /** True in the browser build, which runs on Preact instead of React DOM (vite.config.ts, ADR 017). */
  readonly BROWSER_RUNS_PREACT?: boolean;
}
