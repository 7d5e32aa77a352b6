/** The part of autocannon (no types of its own) that the e2e memory test uses. */
declare module 'autocannon' {
  type Options = { url: string; connections: number; duration: number; headers?: Record<string, string> };
  type Result = { requests: { total: number; average: number }; non2xx: number; errors: number };
  export default function autocannon(options: Options): Promise<Result>;
}
