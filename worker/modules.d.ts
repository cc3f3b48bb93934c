// Module types for what wrangler bundles as data: WebAssembly and font files.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
declare module "*.ttf" {
  const data: ArrayBuffer;
  export default data;
}
