'use client';

import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

let cache: EmotionCache | undefined;

/**
 * react-select's base styles (emotion `<style>`, even when `unstyled`: the control's `min-height:
 * 38px`, the value container's `display: grid`, …) go first in `<head>`, so select.module.css wins
 * over them whichever loads first. Emotion appends by default: a select that rendered after its
 * stylesheet was in showed react-select's values, one that rendered before showed ours.
 */
export function SelectStyles({ children }: { children: ReactNode }) {
  cache ??= createCache({ key: 'select', prepend: true });
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
