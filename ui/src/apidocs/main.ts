/**
 * The script of GET /api/docs (the API reference): Swagger UI on #swagger-ui, reading the server's OpenAPI
 * document. Everything is bundled and served from /assets, and the validator badge (which calls
 * validator.swagger.io) is off, so the page loads nothing from outside.
 */
import 'swagger-ui-dist/swagger-ui.css';
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-bundle.js';

function start(): void {
  if (!document.getElementById('swagger-ui')) {
    console.error('Plinth API docs: no #swagger-ui element');
    return;
  }
  SwaggerUIBundle({
    dom_id: '#swagger-ui',
    url: '/api/openapi.json',
    validatorUrl: null,
    deepLinking: true,
  });
}

// The page may load this in <head> or at the end of <body>, deferred or not.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
