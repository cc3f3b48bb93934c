// A component whose code is a chunk of its own, fetched the first time it is drawn (issue #40, 11: a game page's
// first files carry what its first paint shows; a dialog, the route drawing, a hex's details come when used).
import { signal } from "@preact/signals";
import type { FunctionComponent } from "preact";

/** The component `load` gives, drawn as nothing until its chunk has come (once, for every place it is used). */
export function later<P extends object>(load: () => Promise<FunctionComponent<P>>): FunctionComponent<P> {
  const loaded = signal<FunctionComponent<P> | null>(null);
  let asked = false;
  return (props: P) => {
    if (!asked) (asked = true), void load().then((component) => (loaded.value = component));
    const Loaded = loaded.value;
    return Loaded ? <Loaded {...props} /> : null;
  };
}
