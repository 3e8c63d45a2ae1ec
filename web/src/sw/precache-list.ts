// Which of the build's files the service worker caches on install. Runs in
// web/vite.config.ts; its input is the shape of a Vite/Rolldown output bundle.

export interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  /** Chunks this one imports statically: they load with it. */
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> } | null;
}

/**
 * The entry chunk and the chunks of the modules `offlineModule` picks, with
 * everything they import statically and their stylesheets, as root-relative URLs.
 * Other screens' chunks are cached when they are first opened instead: most of
 * them need the network anyway, and installing should stay light on mobile data.
 */
export function precacheFiles(
  bundle: Record<string, BundleFile>,
  offlineModule: (moduleId: string) => boolean,
): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const file = bundle[fileName];
    if (file?.type !== 'chunk') return;
    file.imports?.forEach(add);
    file.viteMetadata?.importedCss.forEach((css) => files.add(css));
  };
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    if (file.isEntry || (file.facadeModuleId && offlineModule(file.facadeModuleId))) add(file.fileName);
  }
  return [...files].sort().map((fileName) => `/${fileName}`);
}
