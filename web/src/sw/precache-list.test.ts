import { describe, expect, it } from 'vitest';

import { precacheFiles, type BundleFile } from './precache-list';

const chunk = (fileName: string, extra: Partial<BundleFile> = {}): BundleFile => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  viteMetadata: { importedCss: new Set() },
  ...extra,
});

const asset = (fileName: string): BundleFile => ({ type: 'asset', fileName });

const bundle: Record<string, BundleFile> = Object.fromEntries(
  [
    chunk('assets/index-1.js', {
      isEntry: true,
      imports: ['assets/react-1.js'],
      viteMetadata: { importedCss: new Set(['assets/index-1.css']) },
    }),
    chunk('assets/react-1.js'),
    chunk('assets/trip-detail-1.js', {
      facadeModuleId: '/app/src/app/routes/trip-detail.tsx',
      imports: ['assets/tabs-1.js', 'assets/react-1.js'],
    }),
    chunk('assets/tabs-1.js', { imports: ['assets/react-1.js'] }),
    chunk('assets/profile-1.js', { facadeModuleId: '/app/src/app/routes/profile.tsx', imports: ['assets/form-1.js'] }),
    chunk('assets/form-1.js'),
    asset('assets/index-1.css'),
    asset('.vite/manifest.json'),
  ].map((file) => [file.fileName, file]),
);

describe('precacheFiles', () => {
  it('takes the entry and the chosen screens with what they import and their styles, nothing else', () => {
    expect(precacheFiles(bundle, (id) => id.endsWith('/trip-detail.tsx'))).toEqual([
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/react-1.js',
      '/assets/tabs-1.js',
      '/assets/trip-detail-1.js',
    ]);
  });
});
