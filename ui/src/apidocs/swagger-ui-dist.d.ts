// swagger-ui-dist ships no types; this is the part of its bundle's API that main.ts uses.
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  interface SwaggerUIOptions {
    dom_id: string;
    url: string;
    validatorUrl: string | null;
    deepLinking: boolean;
  }
  const SwaggerUIBundle: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUIBundle;
}
