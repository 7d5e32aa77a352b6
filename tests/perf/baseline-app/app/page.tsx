/** The benchmark baseline: one prerendered hello-world page. */
export default function Page() {
  return <h1>Hello, world</h1>;
}
