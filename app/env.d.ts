/** Constants of the build (app/render/vite/index.ts, from the switches in app/render/switches.ts). */
interface ImportMetaEnv {
  /** True in the browser build when it runs on Preact instead of React DOM (RENDER_PREACT). */
  readonly BROWSER_RUNS_PREACT?: boolean;
  /** The client entry starts the router before hydrating (RENDER_EARLY_ROUTER_START). */
  readonly RENDER_EARLY_ROUTER_START?: boolean;
  /** Public pages rendered whole, in one synchronous pass (RENDER_WHOLE_PAGE). */
  readonly RENDER_WHOLE_PAGE?: boolean;
  /** Hydration started after the first paint (RENDER_DEFER_HYDRATION). */
  readonly RENDER_DEFER_HYDRATION?: boolean;
}
