// The CI's check that the Worker still deploys (bin/deploy-check.ts): what counts
// toward the platform's limit, and that a bundle over it fails the check.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bundleSizes, LIMIT_GZIP_BYTES, overLimit } from "../../bin/deploy-check.ts";

describe("the Worker's size check", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  const bundle = (files: Record<string, Buffer | string>) => {
    const dir = mkdtempSync(join(tmpdir(), "deploy-check-"));
    dirs.push(dir);
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    return dir;
  };

  it("counts the modules gzipped, not the source map nor wrangler's README", () => {
    const sizes = bundleSizes(bundle({ "index.js": "x".repeat(100_000), "index.js.map": randomBytes(1_000_000), "README.md": "y" }));
    expect(sizes.files.map((f) => f.name)).toEqual(["index.js"]);
    expect(sizes.bytes).toBe(100_000);
    expect(sizes.gzipped).toBeLessThan(1_000);
  });

  it("a bundle over 3 MiB gzipped fails, in words; one under passes", () => {
    expect(LIMIT_GZIP_BYTES).toBe(3 * 1024 * 1024);
    // Random bytes do not compress: 3.5 MiB of them stay over the limit.
    const sizes = bundleSizes(bundle({ "index.js": "export default {}", "big.wasm": randomBytes(3.5 * 1024 * 1024) }));
    expect(overLimit(sizes.gzipped)).toMatch(/^The Worker is 35\d\d\.\d KiB gzipped, over the platform's limit of 3072\.0 KiB: it would not deploy\.$/);
    expect(overLimit(bundleSizes(bundle({ "index.js": randomBytes(1024 * 1024) })).gzipped)).toBeNull();
  });
});
