// The landing budget's chunk selection: what counts as downloaded before "/" is interactive, and what does not.
import { describe, expect, it } from 'vitest';
import { landingChunks, signedInModulesIn, type Manifest } from './landing-js';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/app/routes/landing.tsx',
      'src/app/routes/app/dashboard.tsx',
      'src/components/layouts/mobile-nav.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['index.html'] },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  'src/app/routes/landing.tsx': {
    file: 'assets/landing.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card.js', '_forms.js'],
    dynamicImports: ['../shared/contracts/subscribers.ts'],
  },
  '../shared/contracts/subscribers.ts': {
    file: 'assets/subscribers.js',
    isDynamicEntry: true,
    imports: ['_zod.js'],
  },
  '_zod.js': { file: 'assets/zod.js' },
  'src/app/routes/app/dashboard.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['_card.js', '_markdown.js'],
  },
  '_markdown.js': { file: 'assets/markdown.js' },
  'src/components/layouts/mobile-nav.tsx': { file: 'assets/mobile-nav.js', isDynamicEntry: true },
};

describe('landingChunks', () => {
  it('takes the entry, the landing route and their static imports, but no chunk loaded on demand', () => {
    // Act
    const keys = landingChunks(manifest);

    // Assess
    expect([...keys].sort()).toEqual([
      '_card.js',
      '_forms.js',
      '_react.js',
      'index.html',
      'src/app/routes/landing.tsx',
    ]);
    expect(keys.has('src/app/routes/app/dashboard.tsx')).toBe(false);
    expect(keys.has('_zod.js')).toBe(false);
    expect(keys.has('src/components/layouts/mobile-nav.tsx')).toBe(false);
  });

  it('fails loudly when the landing route is not in the manifest', () => {
    expect(() => landingChunks(manifest, 'src/app/routes/home.tsx')).toThrow(
      /no chunk for the landing route/,
    );
  });
});

describe('signedInModulesIn', () => {
  const chunkModules = {
    'assets/index.js': ['frontend/src/main.tsx', 'node_modules/react-dom/index.js'],
    'assets/landing.js': ['frontend/src/app/routes/landing.tsx'],
    'assets/dashboard.js': [
      'frontend/src/app/routes/app/dashboard.tsx',
      'frontend/src/features/feed/api/get-updates.ts',
    ],
    'assets/markdown.js': ['node_modules/react-markdown/index.js'],
  };

  it('finds nothing in public chunks', () => {
    expect(signedInModulesIn(['assets/index.js', 'assets/landing.js'], chunkModules)).toEqual([]);
  });

  it('names signed-in route modules, their features and markdown code wherever they were bundled', () => {
    const found = signedInModulesIn(
      ['assets/landing.js', 'assets/dashboard.js', 'assets/markdown.js'],
      chunkModules,
    );
    expect(found).toEqual([
      'assets/dashboard.js: frontend/src/app/routes/app/dashboard.tsx',
      'assets/dashboard.js: frontend/src/features/feed/api/get-updates.ts',
      'assets/markdown.js: node_modules/react-markdown/index.js',
    ]);
  });
});
