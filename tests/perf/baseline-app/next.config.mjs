/** Baseline app config: only what a bare app needs. */
export default {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
};
