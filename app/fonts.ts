import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable (Latin subset); next/font adds size-adjusted fallbacks.
const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

const serif = localFont({
  src: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-serif',
  weight: '200 900',
  display: 'swap',
  fallback: ['Georgia', 'Cambria', 'Times New Roman', 'serif'],
});

/** The `<html>` class of every root document (both root layouts and the 404): the fonts' CSS variables. */
export const fontVariables = `${sans.variable} ${serif.variable}`;
