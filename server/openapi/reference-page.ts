/*
 * The readable reference at /api/v1.1/docs/: Swagger UI rendering ../openapi.json. No inline
 * script or style, so its policy allows only this origin's files. The empty icon keeps the
 * browser from asking for /favicon.ico, which the API may not serve (the site can be elsewhere).
 */

export const referencePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Verbalis API v1.1 reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="swagger-ui.css">
<script src="swagger-ui-bundle.js" defer></script>
<script src="reference.js" defer></script>
</head>
<body>
<main id="reference"></main>
</body>
</html>
`;

/** Runs after the bundle (both deferred). No validator badge: it would call validator.swagger.io. */
export const referenceScript = `SwaggerUIBundle({ url: '../openapi.json', dom_id: '#reference', deepLinking: true, validatorUrl: null });
`;

/** Swagger UI's icons are data: URLs; it fetches the document and "Try it out" calls from this origin. */
export const referenceCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
