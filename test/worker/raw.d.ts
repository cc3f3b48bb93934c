// Text files imported whole with Vite's `?raw` suffix.
declare module "*?raw" {
  const text: string;
  export default text;
}
