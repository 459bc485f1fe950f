// The one naming rule of the islands (components/islands/registry.ts): an island's name is its component's
// file name in components/. The client build (scripts/build-client.mjs) and the strip step
// (scripts/strip-runtime.mjs) recognise an island's module by it, each in the form its bundler writes.

/**
 * The island name of a module path, or undefined when the path is not a component directly in
 * components/: "components/slideshow.tsx" (esbuild's entry points), "[project]/components/slideshow.tsx"
 * (Next's client-reference manifests) and "./components/slideshow.tsx" (webpack's) all give "slideshow".
 */
export function islandNameOfModule(modulePath) {
  return /^(?:\[project\]\/|\.\/)?components\/([a-z0-9]+(?:-[a-z0-9]+)*)\.tsx$/.exec(modulePath ?? '')?.[1];
}
